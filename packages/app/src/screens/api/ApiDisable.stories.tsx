import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Component } from './ApiDisable'
import {
  pends,
  rejects,
  resolves,
  settleAnnouncements,
  storyUser,
  withFlows,
  withRoute,
} from '../account/stories/storyKit'

const meta = {
  title: 'Screens/Api/ApiDisable',
  component: Component,
  decorators: [
    withFlows({ disableExchange: resolves({ done: true }) }),
    withRoute({ path: 'api/disable/:exchange', url: '/api/disable/binance', layout: 'blank' }),
  ],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

const disable = async (canvasElement: HTMLElement) =>
  userEvent.click(await within(canvasElement).findByRole('button', { name: 'Disable Binance' }))

/** What disabling means for bots, said before anything happens. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Disable Binance?' })).toBeVisible()
    await expect(canvas.getByText(/Bots can no longer trade on Binance/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Keep it connected' })).toHaveAttribute(
      'href',
      '/api',
    )
  },
}

export const Disabling: Story = {
  decorators: [withFlows({ disableExchange: pends() })],
  play: async ({ canvasElement }) => {
    await disable(canvasElement)
    await expect(
      within(canvasElement).getByRole('button', { name: /Disable Binance/ }),
    ).toHaveAttribute('data-pending', 'true')
  },
}

export const Disabled: Story = {
  play: async ({ canvasElement }) => {
    await disable(canvasElement)
    await expect(await within(canvasElement).findByTestId('navigated')).toBeInTheDocument()
    await settleAnnouncements()
  },
}

/** Bots still run on it: refused, with the way to the bots. */
export const InUse: Story = {
  decorators: [withFlows({ disableExchange: rejects('exchange_in_use') })],
  play: async ({ canvasElement }) => {
    await disable(canvasElement)
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('bots are still running on it')
    await expect(within(alert).getByRole('link', { name: 'Go to your bots' })).toHaveAttribute(
      'href',
      '/bot',
    )
    await expect(within(canvasElement).getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

export const NotConnected: Story = {
  decorators: [withFlows({ disableExchange: rejects('exchange_not_connected') })],
  play: async ({ canvasElement }) => {
    await disable(canvasElement)
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'nothing to disable',
    )
  },
}

export const NotFound: Story = {
  parameters: { route: { url: '/api/disable/paper' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Exchange not found' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /Disable/ })).toBeNull()
  },
}

export const Phone: Story = { ...InUse, parameters: { phone: true } }
export const Dark: Story = { ...InUse, globals: { theme: 'dark' } }
export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 2 })
    await expect(within(canvasElement).queryByText('Keep it connected')).toBeNull()
  },
}
export const Chinese: Story = { ...Thai, globals: { locale: 'zh' } }

/** Two-factor sign-in is on: a code from the app confirms it (decision 082). */
export const TwoFactorCode: Story = {
  decorators: [
    withFlows({
      user: { ...storyUser, two_factor_enabled: true },
      disableExchange: resolves({ done: true }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await disable(canvasElement)
    await expect(await canvas.findByText('The two-factor code field is required')).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Authenticator code'), '123456')
    await disable(canvasElement)
    await expect(await canvas.findByTestId('navigated')).toBeInTheDocument()
    await settleAnnouncements()
  },
}
