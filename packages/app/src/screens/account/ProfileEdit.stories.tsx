import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { apiErrors } from '@atb/contract'
import { Component } from './ProfileEdit'
import {
  expectPending,
  pends,
  rejects,
  settleAnnouncements,
  storyUser,
  withFlows,
  withRoute,
} from './stories/storyKit'

const meta = {
  title: 'Screens/Account/ProfileEdit',
  component: Component,
  decorators: [withFlows(), withRoute({ path: 'profile/edit', layout: 'blank' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const button = (canvas: Canvas) => canvas.getByRole('button', { name: /Save profile/ })
/**
 * Clicks "Save profile". Focus scrolls the button, below the fold, into view; scrolling back keeps
 * the screenshot of the form from its top instead of catching the sticky header mid-form.
 */
const save = async (canvas: Canvas) => {
  await userEvent.click(button(canvas))
  window.scrollTo(0, 0)
}
const retype = async (canvas: Canvas, nickname: string, signature: string) => {
  const nick = await canvas.findByLabelText('Nickname')
  await userEvent.clear(nick)
  if (nickname) await userEvent.type(nick, nickname)
  const sign = canvas.getByLabelText('Signature')
  await userEvent.clear(sign)
  if (signature) await userEvent.type(sign, signature)
}

/** No cached profile yet: every field starts blank. */
export const Empty: Story = {
  decorators: [withFlows({ user: null })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText('Nickname')).toHaveValue('')
  },
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText('Nickname')).toHaveValue('Trader')
    await retype(canvas, 'Night Owl', 'DCA on BTC, grid on ETH')
    await expect(canvas.getByLabelText('Signature')).toHaveValue('DCA on BTC, grid on ETH')
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await retype(canvas, '', 'Hello <world>!')
    await save(canvas)
    await expect(await canvas.findByText('The nickname field is required')).toBeVisible()
    await expect(canvas.getByText('The signature not allow special characters')).toBeVisible()
  },
}

/** A file that is no image goes to the form, which refuses it in the contract's words. */
export const ImageNotPng: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const picker = await canvas.findByRole('group', { name: 'Profile picture' })
    const input = picker.querySelector('input[type="file"]') as HTMLInputElement
    const user = userEvent.setup({ applyAccept: false })
    await user.upload(input, new File(['hello'], 'me.txt', { type: 'text/plain' }))
    await expect(
      await within(picker).findByText('The profile image must be a PNG image'),
    ).toBeVisible()
  },
}

export const Submitting: Story = {
  decorators: [withFlows({ submit: { profileEdit: pends() } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByLabelText('Nickname')
    await save(canvas)
    await expectPending(button(canvas))
  },
}

export const ServerError: Story = {
  decorators: [withFlows({ submit: { profileEdit: rejects('body_too_large') } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByLabelText('Nickname')
    await save(canvas)
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'What you sent is too large. Use smaller images.',
      ),
    )
  },
}

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByLabelText('Nickname')
    await save(canvas)
    await expect(await canvas.findByText('Profile saved.')).toBeVisible()
  },
}

export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }

/** `?tab=` opens the transaction password tab; none is set yet, so it offers to set one. */
const onTransactionTab = { route: { url: '/profile/edit?tab=transaction-password' } }
const setButton = (canvas: Canvas) =>
  canvas.getByRole('button', { name: /Set transaction password/ })
const typeSecrets = async (canvas: Canvas, first: string, second: string, login = 'secret123') => {
  await userEvent.type(await canvas.findByLabelText('New transaction password'), first)
  await userEvent.type(canvas.getByLabelText('Confirm transaction password'), second)
  // The login password proves it is the owner (issue 26); two-factor accounts give a code instead.
  const proof = canvas.queryByLabelText('Login password')
  if (proof && login) await userEvent.type(proof, login)
}

export const TransactionPasswordEmpty: Story = {
  parameters: onTransactionTab,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('tab', { name: 'Transaction password' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getByLabelText('New transaction password')).toHaveValue('')
    await expect(canvas.queryByLabelText('Current transaction password')).toBeNull()
  },
}

export const TransactionPasswordInvalid: Story = {
  parameters: onTransactionTab,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeSecrets(canvas, 'abc', 'abd')
    await userEvent.click(setButton(canvas))
    await expect(
      await canvas.findByText('The transaction password must be exactly 6 characters long'),
    ).toBeVisible()
    await expect(canvas.getByText('The confirm transaction password does not match')).toBeVisible()
  },
}

export const TransactionPasswordSubmitting: Story = {
  parameters: onTransactionTab,
  decorators: [withFlows({ submit: { transactionPasswordSet: pends() } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeSecrets(canvas, 'a1b2c3', 'a1b2c3')
    await userEvent.click(setButton(canvas))
    await expectPending(setButton(canvas))
  },
}

export const TransactionPasswordServerError: Story = {
  parameters: onTransactionTab,
  decorators: [
    withFlows({
      submit: { transactionPasswordSet: rejects('transaction_password_exists') },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeSecrets(canvas, 'a1b2c3', 'a1b2c3')
    await userEvent.click(setButton(canvas))
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'You already have a transaction password. Change it instead.',
      ),
    )
  },
}

export const TransactionPasswordSet: Story = {
  parameters: onTransactionTab,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeSecrets(canvas, 'a1b2c3', 'a1b2c3')
    await userEvent.click(setButton(canvas))
    await expect(await canvas.findByText('Transaction password set.')).toBeVisible()
  },
}

/** One is set: changing it asks for the current one first. */
export const TransactionPasswordChange: Story = {
  parameters: onTransactionTab,
  decorators: [withFlows({ user: { ...storyUser, has_transaction_password: true } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText('Current transaction password'), 'a1b2c3')
    await typeSecrets(canvas, 'z9y8x7', 'z9y8x7')
    await userEvent.click(canvas.getByRole('button', { name: /Change transaction password/ }))
    await expect(await canvas.findByText('Transaction password changed.')).toBeVisible()
  },
}

/** The login password proves it is the owner; a wrong one is said on its field (issue 26). */
export const TransactionPasswordWrongLogin: Story = {
  parameters: onTransactionTab,
  decorators: [
    withFlows({
      submit: {
        transactionPasswordSet: rejects('password_wrong', [
          {
            path: 'password',
            message: apiErrors.password_wrong.message,
            text: apiErrors.password_wrong.description,
          },
        ]),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeSecrets(canvas, 'a1b2c3', 'a1b2c3', 'not-it-1')
    await userEvent.click(setButton(canvas))
    await waitFor(() =>
      expect(canvas.getAllByText('The login password is incorrect.')[0]).toBeVisible(),
    )
  },
}

/** Two-factor sign-in is on: a code from the app proves it instead of the login password. */
export const TransactionPasswordWithCode: Story = {
  parameters: onTransactionTab,
  decorators: [withFlows({ user: { ...storyUser, two_factor_enabled: true } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeSecrets(canvas, 'a1b2c3', 'a1b2c3')
    await expect(canvas.queryByLabelText('Login password')).toBeNull()
    await userEvent.click(setButton(canvas))
    await expect(await canvas.findByText('The two-factor code field is required')).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Authenticator code'), '123456')
    await userEvent.click(setButton(canvas))
    await expect(await canvas.findByText('Transaction password set.')).toBeVisible()
    await settleAnnouncements()
  },
}

/** A Google account with no login password and no two-factor: said up front, with the way on. */
export const TransactionPasswordNoProof: Story = {
  parameters: onTransactionTab,
  decorators: [withFlows({ user: { ...storyUser, has_password: false } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'has no login password, so it cannot confirm this change yet',
    )
    await expect(canvas.queryByLabelText('New transaction password')).toBeNull()
    await expect(canvas.getByRole('link', { name: 'Turn on two-factor sign-in' })).toHaveAttribute(
      'href',
      '/profile/two-factor',
    )
  },
}

/** Choosing a tab puts it in the address, so it can be linked and survives a reload. */
export const SwitchTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('tab', { name: 'Transaction password' }))
    await expect(await canvas.findByLabelText('New transaction password')).toBeVisible()
    await userEvent.keyboard('{ArrowLeft}')
    await expect(await canvas.findByLabelText('Nickname')).toBeVisible()
  },
}

export const TransactionPasswordThai: Story = {
  parameters: onTransactionTab,
  globals: { locale: 'th' },
}
export const TransactionPasswordChinese: Story = {
  parameters: onTransactionTab,
  globals: { locale: 'zh' },
}
