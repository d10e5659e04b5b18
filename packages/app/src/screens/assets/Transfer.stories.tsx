import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  serverMessages,
  walletErrorMessages,
  type TransferResponse,
  type UserProfile,
} from '@atb/contract'
import type { TransferRequest } from '@atb/machines'
import { Component } from './Transfer'
import {
  expectNoSidewaysScroll,
  rejects,
  resolves,
  settleAnnouncements,
  storyUser,
  withFlows,
  withRoute,
  type FakeTransfer,
} from '../account/stories/storyKit'
import { storyBalance, storyRecipient, storyTransferDone } from './stories/walletSample'

type Canvas = ReturnType<typeof within>

const withPassword: UserProfile = { ...storyUser, has_transaction_password: true }
const answers: FakeTransfer = {
  loadBalance: resolves(storyBalance),
  lookupRecipient: resolves(storyRecipient),
  submit: resolves(storyTransferDone),
}
const transferring = (calls: FakeTransfer = {}) =>
  withFlows({ user: withPassword, transfer: { ...answers, ...calls } })

const meta = {
  title: 'Screens/Assets/Transfer',
  component: Component,
  decorators: [transferring(), withRoute({ path: 'assets/transfer', layout: 'blank' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

/** Types the spec's three fields, as a user would. */
async function fill(
  canvas: Canvas,
  { to = storyRecipient.user_id, amount = '25', password = 'a1b2c3' } = {},
) {
  await userEvent.type(await canvas.findByLabelText('Recipient’s user ID'), to)
  await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), amount)
  await userEvent.type(canvas.getByLabelText('Transaction password'), password)
}

async function fillAndNext(canvas: Canvas, values?: Parameters<typeof fill>[1]) {
  await fill(canvas, values)
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
}

/** The form with the available balance; Max fills it into the amount. */
export const Fill: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Available: 1,250.50 USDT')).toBeVisible()
    await expect(canvas.getByText('Step 1 of 3')).toBeVisible()
    const amount = canvas.getByRole('textbox', { name: 'Amount' })
    await userEvent.click(canvas.getByRole('button', { name: /^Max/ }))
    await expect(amount).toHaveValue('1,250.5')
    await expect(canvas.getByLabelText('Transaction password')).toHaveAttribute('maxlength', '6')
  },
}

/** The schema's own messages, word for word, on their fields. */
export const InvalidAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndNext(canvas, { amount: '5', password: '123' })
    const amount = canvas.getByRole('textbox', { name: 'Amount' })
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'))
    await expect(amount).toHaveAccessibleDescription(/The amount must be at least 10/)
    await expect(canvas.getByLabelText('Transaction password')).toHaveAccessibleDescription(
      /The transaction password must be exactly 6 characters long/,
    )
    await expect(canvas.queryByText('Check the transfer')).toBeNull()
  },
}

/** The server does not know the ID: said on the recipient's field, the rest kept. */
export const RecipientNotFound: Story = {
  decorators: [
    transferring({
      lookupRecipient: rejects('recipient_not_found', [
        {
          path: 'destination_user_id',
          message: walletErrorMessages.recipientNotFound,
          text: 'Recipient not found',
        },
      ]),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndNext(canvas, { to: 'nobody-here' })
    const recipient = canvas.getByLabelText('Recipient’s user ID')
    await waitFor(() => expect(recipient).toHaveAttribute('aria-invalid', 'true'))
    await expect(recipient).toHaveAccessibleDescription(/No account has this user ID\./)
    await expect(recipient).toHaveFocus()
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('25')
  },
}

/** The confirm step names the recipient by nickname, with the amount and what is left. */
export const ConfirmStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndNext(canvas)
    const heading = await canvas.findByRole('heading', { name: 'Check the transfer' })
    await expect(heading).toHaveFocus()
    const figure = (label: string) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling
    await expect(figure('To')).toHaveTextContent('Somchai_Grid')
    await expect(figure('Amount')).toHaveTextContent('25.00 USDT')
    await expect(figure('Balance after')).toHaveTextContent('1,225.50 USDT')
    await expect(canvas.getByText('Step 2 of 3')).toBeVisible()
    await settleAnnouncements()
  },
}

/** A wrong transaction password, refused by the server, shows on its field after confirm. */
export const WrongTransactionPassword: Story = {
  decorators: [
    transferring({
      submit: rejects('transaction_password_wrong', [
        {
          path: 'transaction_password',
          message: serverMessages.transactionPasswordWrong,
          text: 'Transaction password is incorrect',
        },
      ]),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndNext(canvas)
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm transfer' }))
    const password = await canvas.findByLabelText('Transaction password')
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'))
    await expect(password).toHaveAccessibleDescription(/transaction password is incorrect/)
    await expect(password).toHaveFocus()
    await expect(canvas.queryByRole('alert')).toBeNull()
    await settleAnnouncements()
  },
}

const sent: TransferRequest[] = []

/** No answer the first time: the same request is sent again, so the money moves once. */
export const RetryAfterNoAnswer: Story = {
  decorators: [
    transferring({
      submit: fromPromise<TransferResponse, TransferRequest>(async ({ input }) => {
        sent.push(input)
        if (sent.length % 2 === 1) throw new TypeError('Failed to fetch')
        return storyTransferDone
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    sent.length = 0
    await fillAndNext(canvas)
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm transfer' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/connection/i)
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm transfer' }))
    await expect(await canvas.findByRole('heading', { name: 'Transfer sent' })).toBeVisible()
    await expect(sent).toHaveLength(2)
    await expect(sent[1]?.request_id).toBe(sent[0]?.request_id)
    await settleAnnouncements()
  },
}

/** Sent: to whom, how much, the new balance, and where to go next. */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndNext(canvas)
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm transfer' }))
    await expect(await canvas.findByRole('heading', { name: 'Transfer sent' })).toHaveFocus()
    await expect(canvas.getByText('You sent 25.00 USDT to Somchai_Grid.')).toBeVisible()
    const figure = (label: string) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling
    await expect(figure('New available balance')).toHaveTextContent('1,225.50 USDT')
    await expect(canvas.getByRole('link', { name: 'See it in your history' })).toHaveAttribute(
      'href',
      '/assets?type=transfer_out',
    )
    await expect(canvas.getByRole('button', { name: 'Make another transfer' })).toBeVisible()
    await settleAnnouncements()
  },
}

/** No transaction password yet: no form, the way to set one. */
export const NoTransactionPassword: Story = {
  decorators: [withFlows({ user: storyUser, transfer: answers })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'Set a transaction password first' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Set transaction password' })).toHaveAttribute(
      'href',
      '/profile/edit?tab=transaction-password',
    )
    await expect(canvas.queryByLabelText('Transaction password')).toBeNull()
  },
}

/** A 390 px phone: the form and the confirm step fit without sideways scrolling. */
/** Held for 24 hours after a security change (decision 081): until when, no form. */
export const Held: Story = {
  decorators: [
    transferring({
      loadBalance: resolves({ ...storyBalance, hold_until: '2030-01-03T03:04:05.000Z' }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Transfers are paused' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent(/until .*2030/)
    await expect(canvas.queryByLabelText('Recipient’s user ID')).toBeNull()
  },
}

export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndNext(canvas)
    await canvas.findByRole('heading', { name: 'Check the transfer' })
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
    await settleAnnouncements()
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
/** Thai: the form and the schema's messages in Thai. */
export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/^ใช้ได้:/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'ดำเนินการต่อ' }))
    const recipient = canvas.getByLabelText('ID ผู้ใช้ของผู้รับ')
    await waitFor(() => expect(recipient).toHaveAccessibleDescription(/กรุณาระบุID ผู้ใช้ของผู้รับ/))
  },
}
