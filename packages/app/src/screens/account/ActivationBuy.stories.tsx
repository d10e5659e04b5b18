import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { apiErrors } from '@atb/contract'
import { Component } from './ActivationBuy'
import {
  expectNoSidewaysScroll,
  expectPending,
  pends,
  rejects,
  resolves,
  settleAnnouncements,
  storyPurchases,
  storyUser,
  storyWallet,
  withFlows,
  withRoute,
  type FakeOptions,
} from './stories/storyKit'

/** An account that has set its transaction password, with 500 USDT in its wallet. */
const payer = { ...storyUser, has_transaction_password: true }
const flows = (options: FakeOptions = {}) => withFlows({ user: payer, ...options })

const meta = {
  title: 'Screens/Account/ActivationBuy',
  component: Component,
  decorators: [flows(), withRoute({ path: 'profile/activation/buy', layout: 'blank' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>
type Canvas = ReturnType<typeof within>

const fillAndPay = async (canvas: Canvas) => {
  await userEvent.click(await canvas.findByRole('radio', { name: /90 days/ }))
  const quantity = canvas.getByRole('textbox', { name: 'Quantity' })
  await userEvent.clear(quantity)
  await userEvent.type(quantity, '2')
  await userEvent.tab()
  await userEvent.type(canvas.getByLabelText('Transaction password'), '123456')
  const pay = canvas.getByRole('button', { name: /Pay 80\.00 USDT/ })
  await userEvent.click(pay)
  return pay
}

/** Typing scrolled the page; the picture shows it from the top, under the sticky header. */
const scrollToTop = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.scrollingElement?.scrollTo(0, 0)

/** The plans at their prices, one code of 30 days chosen, the wallet enough. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const plans = await canvas.findByRole('radiogroup', { name: 'Plan' })
    await expect(within(plans).getAllByRole('radio')).toHaveLength(3)
    await expect(canvas.getByRole('radio', { name: /30 days: 15\.00 USDT/ })).toBeChecked()
    await expect(await canvas.findByText(/Available in your wallet: 500\.00 USDT/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Pay 15.00 USDT' })).toBeEnabled()
    await expect(canvas.queryByRole('link', { name: 'Deposit USDT' })).toBeNull()
    await expect(canvas.getByRole('list', { name: 'Your purchases' })).toBeVisible()
    await expect(
      canvas.getByRole('link', { name: /Pay another way: contact support on LINE/ }),
    ).toBeVisible()
  },
}

/** The keyboard picks a plan (arrow keys) and the total follows. */
export const KeyboardPlan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const first = await canvas.findByRole('radio', { name: /30 days/ })
    first.focus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    await expect(canvas.getByRole('radio', { name: /365 days/ })).toBeChecked()
    await expect(canvas.getByRole('button', { name: 'Pay 150.00 USDT' })).toBeVisible()
  },
}

export const ShortOfFunds: Story = {
  decorators: [flows({ loadWalletBalance: resolves(storyWallet('10')) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('link', { name: 'Deposit USDT' })).toHaveAttribute(
      'href',
      '/assets/deposit',
    )
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your wallet holds less than the total.',
    )
  },
}

/** Held for 24 hours after a security change (decision 081): until when, no form. */
export const Held: Story = {
  decorators: [
    flows({
      loadWalletBalance: resolves({
        ...storyWallet('500'),
        hold_until: '2030-01-03T03:04:05.000Z',
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'Purchases from your wallet are paused' }),
    ).toBeVisible()
    await expect(canvas.queryByRole('form', { name: 'Buy activation codes' })).toBeNull()
  },
}

export const NoTransactionPassword: Story = {
  decorators: [withFlows({ user: storyUser })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('link', { name: 'Set transaction password' }),
    ).toHaveAttribute('href', '/profile/edit?tab=transaction-password')
    await expect(canvas.queryByRole('form', { name: 'Buy activation codes' })).toBeNull()
  },
}

export const Loading: Story = {
  decorators: [flows({ loadActivationPlans: pends(), loadActivationPurchases: pends() })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText('Loading the plans')).toBeInTheDocument()
    await expect(canvas.getByLabelText('Loading your purchases')).toBeInTheDocument()
  },
}

export const Submitting: Story = {
  decorators: [flows({ submit: { activationBuy: pends() } })],
  play: async ({ canvasElement }) => {
    await expectPending(await fillAndPay(within(canvasElement)))
    scrollToTop(canvasElement)
  },
}

export const WrongPassword: Story = {
  decorators: [
    flows({
      submit: {
        activationBuy: rejects('transaction_password_wrong', [
          {
            path: 'transaction_password',
            message: apiErrors.transaction_password_wrong.message,
            text: apiErrors.transaction_password_wrong.description,
          },
        ]),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndPay(canvas)
    await waitFor(() =>
      expect(canvas.getByLabelText('Transaction password')).toHaveAttribute('aria-invalid', 'true'),
    )
    await expect(
      canvas.getByText(apiErrors.transaction_password_wrong.message.message ?? ''),
    ).toBeVisible()
    scrollToTop(canvasElement)
  },
}

/** Paid: the codes with copy buttons and a way to redeem each now. */
export const Bought: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillAndPay(canvas)
    const codes = await canvas.findByRole('list', { name: 'Your new codes' })
    await expect(within(codes).getAllByRole('listitem')).toHaveLength(2)
    const copy = within(codes).getAllByRole('button', { name: 'Copy' })[0]
    await expect(copy).toHaveAccessibleDescription('N3RT7KQ2')
    const redeem = within(codes).getAllByRole('link', { name: 'Redeem now' })[0]
    await expect(redeem).toHaveAccessibleDescription('N3RT7KQ2')
    await expect(redeem).toHaveAttribute('href', '/profile/activation?code=N3RT7KQ2')
    await settleAnnouncements()
    scrollToTop(canvasElement)
  },
}

export const PurchasesEmpty: Story = {
  decorators: [flows({ loadActivationPurchases: resolves(storyPurchases(0)) })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No codes bought yet')).toBeVisible()
  },
}

export const Failed: Story = {
  decorators: [
    flows({
      loadActivationPlans: rejects('internal'),
      loadActivationPurchases: rejects('internal'),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('The plans could not be loaded')).toBeVisible()
    await expect(canvas.getByText('Your purchases could not be loaded')).toBeVisible()
  },
}

export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('radiogroup', { name: 'Plan' })
    await expectNoSidewaysScroll(canvasElement)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Loaded.play,
}

export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
