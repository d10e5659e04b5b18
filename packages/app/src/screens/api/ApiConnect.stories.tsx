import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { ErrorCode } from '@atb/contract'
import { Component } from './ApiConnect'
import {
  expectNoSidewaysScroll,
  expectPending,
  pends,
  rejects,
  resolves,
  settleAnnouncements,
  storyUser,
  withFlows,
  withRoute,
} from '../account/stories/storyKit'
import { keyInvalidOnField, storyBinanceConnected, storyNothingConnected } from './stories/sample'

const meta = {
  title: 'Screens/Api/ApiConnect',
  component: Component,
  decorators: [
    withFlows({ loadExchanges: resolves(storyNothingConnected) }),
    withRoute({ path: 'api/connect/:exchange', url: '/api/connect/binance', layout: 'blank' }),
  ],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

const fill = async (canvasElement: HTMLElement, passphrase?: string) => {
  const canvas = within(canvasElement)
  await userEvent.type(await canvas.findByLabelText('API key'), 'my-api-key')
  await userEvent.type(canvas.getByLabelText('Secret key'), 'my-secret')
  if (passphrase) await userEvent.type(canvas.getByLabelText('Passphrase'), passphrase)
  await userEvent.click(canvas.getByRole('button', { name: 'Check and connect' }))
}

/** Each refusal shows its own message and what to do; nothing claims the key was saved. */
const refused = (code: ErrorCode, expected: RegExp): Story => ({
  decorators: [
    withFlows({
      loadExchanges: resolves(storyNothingConnected),
      connectExchange: rejects(
        code,
        code === 'exchange_key_invalid' ? keyInvalidOnField : undefined,
      ),
    }),
  ],
  play: async ({ canvasElement }) => {
    await fill(canvasElement)
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(expected)).toBeVisible()
    await expect(canvas.queryByText(/is connected/)).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Check and connect' })).toBeEnabled()
  },
})

export const Binance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Connect Binance' })).toBeVisible()
    await expect(canvas.getByText(/Leave Enable Withdrawals unticked/)).toBeVisible()
    await expect(canvas.queryByLabelText('Passphrase')).toBeNull()
  },
}

/** Required fields say so before anything is sent. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Check and connect' }))
    await expect(await canvas.findByText(/The API key field is required/)).toBeVisible()
  },
}

/** The key is being checked with the exchange. */
export const Checking: Story = {
  decorators: [
    withFlows({ loadExchanges: resolves(storyNothingConnected), connectExchange: pends() }),
  ],
  play: async ({ canvasElement }) => {
    await fill(canvasElement)
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Checking your key with Binance…',
    )
    await expectPending(canvas.getByRole('button', { name: /Check and connect/ }))
  },
}

export const Connected: Story = {
  decorators: [
    withFlows({
      loadExchanges: resolves(storyNothingConnected),
      connectExchange: resolves(storyBinanceConnected),
    }),
  ],
  play: async ({ canvasElement }) => {
    await fill(canvasElement)
    await expect(await within(canvasElement).findByTestId('navigated')).toBeInTheDocument()
    await settleAnnouncements()
  },
}

export const KeyInvalid = refused('exchange_key_invalid', /did not accept this API key/)
export const KeyCanWithdraw = refused('exchange_key_withdrawal', /untick the withdrawal permission/)
export const KeyCannotTrade = refused('exchange_key_cannot_trade', /turn on spot trading/)
export const Unreachable = refused('exchange_unreachable', /cannot be reached right now/)
export const CheckFailed = refused('exchange_check_failed', /could not check this API key/)

/** OKX: the passphrase is required, and signing in at OKX is offered. */
export const Okx: Story = {
  parameters: { route: { url: '/api/connect/okx' } },
  decorators: [
    withFlows({ loadExchanges: resolves(storyNothingConnected), okxOAuthStart: pends() }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText('API key'), 'my-api-key')
    await userEvent.type(canvas.getByLabelText('Secret key'), 'my-secret')
    await userEvent.click(canvas.getByRole('button', { name: 'Check and connect' }))
    await expect(await canvas.findByText(/The passphrase field is required/)).toBeVisible()
    await expect(await canvas.findByRole('button', { name: 'Connect with OKX' })).toBeEnabled()
  },
}

export const OkxSignInUnavailable: Story = {
  parameters: { route: { url: '/api/connect/okx' } },
  decorators: [
    withFlows({
      loadExchanges: resolves(storyNothingConnected),
      okxOAuthStart: rejects('okx_oauth_unavailable'),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Connect with OKX' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Enter an API key instead')
  },
}

/** OANDA's key is an account ID and a personal access token. */
export const Oanda: Story = {
  parameters: { route: { url: '/api/connect/oanda' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText('Account ID')).toBeVisible()
    await expect(canvas.getByLabelText('Personal access token')).toBeVisible()
  },
}

export const NotFound: Story = {
  parameters: { route: { url: '/api/connect/paper' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Exchange not found' })).toBeVisible()
    await expect(canvas.queryByLabelText('API key')).toBeNull()
  },
}

export const Phone: Story = {
  parameters: { phone: true, route: { url: '/api/connect/okx' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByLabelText('Passphrase')
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Dark: Story = { ...KeyCanWithdraw, globals: { theme: 'dark' } }

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('textbox')
    await expect(within(canvasElement).queryByText('Check and connect')).toBeNull()
  },
}

export const Chinese: Story = {
  globals: { locale: 'zh' },
  parameters: { route: { url: '/api/connect/okx' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('textbox')
    await expect(within(canvasElement).queryByText('Check and connect')).toBeNull()
  },
}

/** Two-factor sign-in is on: a code from the app goes with the key (decision 082). */
export const TwoFactorCode: Story = {
  decorators: [
    withFlows({
      user: { ...storyUser, two_factor_enabled: true },
      loadExchanges: resolves(storyNothingConnected),
    }),
  ],
  play: async ({ canvasElement }) => {
    await fill(canvasElement)
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('The two-factor code field is required')).toBeVisible()
    await expect(canvas.getByLabelText('Authenticator code')).toBeVisible()
  },
}
