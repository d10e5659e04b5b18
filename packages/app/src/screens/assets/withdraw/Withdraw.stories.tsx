import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { serverMessages, withdrawalErrorMessages, type UserProfile } from '@atb/contract'
import { Component } from './Withdraw'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  resolves,
  settleAnnouncements,
  storyUser,
  withFlows,
  withRoute,
  type FakeWithdraw,
} from '../../account/stories/storyKit'
import {
  STORY_ADDRESS,
  storyBalance,
  storyNoWithdrawals,
  storyWithdrawDone,
  storyWithdrawInfo,
  storyWithdrawals,
} from '../stories/walletSample'

type Canvas = ReturnType<typeof within>

const withPassword: UserProfile = { ...storyUser, has_transaction_password: true }
const answers: FakeWithdraw = {
  load: resolves({ balance: storyBalance, info: storyWithdrawInfo }),
  submit: resolves(storyWithdrawDone),
}
const withdrawing = (calls: FakeWithdraw = {}, history = resolves(storyWithdrawals)) =>
  withFlows({
    user: withPassword,
    withdraw: { ...answers, ...calls },
    loadWithdrawals: history as never,
    cancelWithdrawal: pends(),
  })

const meta = {
  title: 'Screens/Assets/Withdraw',
  component: Component,
  decorators: [withdrawing(), withRoute({ path: 'assets/withdraw', layout: 'blank' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

async function fill(
  canvas: Canvas,
  { amount = '20', address = STORY_ADDRESS, password = 'a1b2c3' } = {},
) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount' }), amount)
  await userEvent.type(canvas.getByLabelText('Withdrawal address'), address)
  await userEvent.type(canvas.getByLabelText('Transaction password'), password)
}

async function fillAndNext(canvas: Canvas, values?: Parameters<typeof fill>[1]) {
  await fill(canvas, values)
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
}

const figure = (canvas: Canvas, label: string) =>
  canvas.getAllByText(label, { selector: 'dt' })[0]!.nextElementSibling

/** The form: balance, Max (the fee set aside), the network warning, and the history below. */
export const Fill: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Available: 1,250.50 USDT')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: /^Max/ }))
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('1,249.5')
    await expect(figure(canvas, 'You receive')).toHaveTextContent('1,249.50 USDT')
    await expect(figure(canvas, 'Taken from your balance')).toHaveTextContent('1,250.50 USDT')
    await expect(await canvas.findAllByTestId('withdrawal-row')).toHaveLength(7)
    await settleAnnouncements()
  },
}

/** The spec's amount message, and a made-up address named on its field. */
export const InvalidForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndNext(canvas, { amount: '5', address: '0x1234', password: '123' })
    const amount = canvas.getByRole('textbox', { name: 'Amount' })
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'))
    await expect(amount).toHaveAccessibleDescription(/The amount must be at least 10/)
    await expect(canvas.getByLabelText('Withdrawal address')).toHaveAccessibleDescription(
      /must be a BEP20 address/,
    )
    await expect(canvas.queryByText('Check the withdrawal')).toBeNull()
    await settleAnnouncements()
  },
}

/** The balance cannot cover amount + fee: said on the amount before any call. */
export const InsufficientWithFee: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndNext(canvas, { amount: '1250' })
    const amount = canvas.getByRole('textbox', { name: 'Amount' })
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        new RegExp(withdrawalErrorMessages.insufficient.message.slice(0, 40)),
      ),
    )
    await settleAnnouncements()
  },
}

/** The server refuses: over the daily limit (another tab used it meanwhile). */
export const DailyLimit: Story = {
  decorators: [withdrawing({ submit: rejects('withdrawal_daily_limit') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndNext(canvas)
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm withdrawal' }))
    const amount = await canvas.findByRole('textbox', { name: 'Amount' })
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/daily limit/))
    await settleAnnouncements()
  },
}

/** The server refuses the address (one of the platform's own): said on the address. */
export const AddressRefused: Story = {
  decorators: [withdrawing({ submit: rejects('withdrawal_address_invalid') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndNext(canvas)
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm withdrawal' }))
    const address = await canvas.findByLabelText('Withdrawal address')
    await waitFor(() => expect(address).toHaveAccessibleDescription(/use Transfer/))
    await settleAnnouncements()
  },
}

/** A wrong transaction password, refused by the server, on its field after confirm. */
export const WrongTransactionPassword: Story = {
  decorators: [
    withdrawing({
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
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm withdrawal' }))
    const password = await canvas.findByLabelText('Transaction password')
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'))
    await expect(password).toHaveAccessibleDescription(/transaction password is incorrect/)
    await settleAnnouncements()
  },
}

/** The confirm step: address, network, what arrives, the fee, and what stays available. */
export const ConfirmStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndNext(canvas)
    await expect(await canvas.findByRole('heading', { name: 'Check the withdrawal' })).toHaveFocus()
    await expect(figure(canvas, 'You receive')).toHaveTextContent('20.00 USDT')
    await expect(figure(canvas, 'Taken from your balance')).toHaveTextContent('21.00 USDT')
    await expect(figure(canvas, 'Available after')).toHaveTextContent('1,229.50 USDT')
    await settleAnnouncements()
  },
}

/** Requested: the hold, the new balance, what happens next. */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndNext(canvas)
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm withdrawal' }))
    await expect(await canvas.findByRole('heading', { name: 'Withdrawal requested' })).toHaveFocus()
    await expect(figure(canvas, 'New available balance')).toHaveTextContent('1,229.50 USDT')
    await settleAnnouncements()
  },
}

/** Held for 24 hours after a security change: until when, and what still works (decision 081). */
export const Suspended: Story = {
  decorators: [
    withdrawing({
      load: resolves({
        balance: storyBalance,
        info: { ...storyWithdrawInfo, suspended_until: '2030-01-03T03:04:05.000Z' },
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'Withdrawals are paused' }),
    ).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'transfers, withdrawals and purchases',
    )
    await expect(canvas.queryByRole('textbox', { name: 'Amount' })).toBeNull()
  },
}

/** The balance and limits did not load: a retry, no form. */
export const LoadFailed: Story = {
  decorators: [withdrawing({ load: rejects('internal') }, resolves(storyNoWithdrawals))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(await canvas.findByText('No withdrawals yet')).toBeVisible()
  },
}

/** Everything still loading. */
export const Loading: Story = {
  decorators: [withdrawing({ load: pends() }, pends())],
}

/** The history could not load: its own error and retry, the form still works. */
export const HistoryError: Story = {
  decorators: [withdrawing({}, rejects('internal'))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'Your withdrawals could not be loaded' }),
    ).toBeVisible()
  },
}

/** No transaction password yet: no form, the way to set one. */
export const NoTransactionPassword: Story = {
  decorators: [
    withFlows({
      user: storyUser,
      withdraw: answers,
      loadWithdrawals: resolves(storyNoWithdrawals),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'Set a transaction password first' }),
    ).toBeVisible()
  },
}

/** A 390 px phone: the form, the warning and the history fit without sideways scrolling. */
export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findAllByTestId('withdrawal-row')
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByTestId('withdrawal-row')
  },
}

/** Thai: the form, the warning and the statuses in Thai. */
export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'ถอน USDT', level: 1 })).toBeVisible()
    await canvas.findAllByTestId('withdrawal-row')
  },
}

/** Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: '提现 USDT', level: 1 })).toBeVisible()
    await canvas.findAllByTestId('withdrawal-row')
  },
}

/** Two-factor sign-in is on: the form asks for a code from the app too (decision 082). */
export const TwoFactorCode: Story = {
  decorators: [
    withFlows({
      user: { ...withPassword, two_factor_enabled: true },
      withdraw: answers,
      loadWithdrawals: resolves(storyWithdrawals) as never,
      cancelWithdrawal: pends(),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(await canvas.findByText('The two-factor code field is required')).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Authenticator code'), '123456')
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }))
    await expect(await canvas.findByRole('button', { name: /Confirm/ })).toBeVisible()
    await settleAnnouncements()
  },
}
