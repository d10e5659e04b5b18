import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { ErrorCode } from '@atb/contract'
import { Component } from './OkxCallback'
import {
  pends,
  rejects,
  resolves,
  storyUser,
  withFlows,
  withRoute,
} from '../account/stories/storyKit'
import { storyBinanceConnected } from './stories/sample'

const meta = {
  title: 'Screens/Api/OkxCallback',
  component: Component,
  decorators: [
    withFlows({ okxOAuthCallback: pends() }),
    withRoute({
      path: 'oauth/okx/callback',
      url: '/oauth/okx/callback?code=okx-code&state=okx-state',
      layout: 'blank',
    }),
  ],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

export const Checking: Story = {
  play: async ({ canvasElement }) => {
    const status = await within(canvasElement).findByRole('status')
    await waitFor(() => expect(status).toHaveTextContent('Checking the key OKX made for you…'))
  },
}

export const Connected: Story = {
  decorators: [
    withFlows({
      okxOAuthCallback: resolves({
        ...storyBinanceConnected,
        exchange_name: 'okx',
        source: 'oauth',
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('navigated')).toBeInTheDocument()
  },
}

const failed = (code: ErrorCode, expected: RegExp): Story => ({
  decorators: [withFlows({ okxOAuthCallback: rejects(code) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('OKX was not connected. Nothing was saved.')
    await expect(alert).toHaveTextContent(expected)
    await expect(canvas.getByRole('link', { name: 'Start again' })).toHaveAttribute(
      'href',
      '/api/connect/okx',
    )
  },
})

export const StateExpired = failed('okx_oauth_state_invalid', /expired or was already used/)
export const OkxFailed = failed('okx_oauth_failed', /did not finish the connection/)
export const KeyCanWithdraw = failed('exchange_key_withdrawal', /enter it by hand/)

/** OKX came back without a code (the user cancelled there). */
export const MissingCode: Story = {
  parameters: { route: { url: '/oauth/okx/callback?state=okx-state' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'did not send back an authorization',
    )
  },
}

export const Phone: Story = { ...StateExpired, parameters: { phone: true } }
export const Dark: Story = { ...StateExpired, globals: { theme: 'dark' } }
export const Thai: Story = {
  ...StateExpired,
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert')
    await expect(within(canvasElement).queryByText('Start again')).toBeNull()
  },
}
export const Chinese: Story = { ...Thai, globals: { locale: 'zh' } }

/** Two-factor sign-in is on: a code step comes first, and nothing is posted before it. */
export const TwoFactorCode: Story = {
  decorators: [
    withFlows({ user: { ...storyUser, two_factor_enabled: true }, okxOAuthCallback: pends() }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('form', { name: 'Confirm connecting OKX' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Connect OKX' }))
    await expect(await canvas.findByText('The two-factor code field is required')).toBeVisible()
  },
}
