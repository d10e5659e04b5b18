import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Component } from './ApiUpdate'
import {
  rejects,
  resolves,
  settleAnnouncements,
  withFlows,
  withRoute,
} from '../account/stories/storyKit'
import { storyBinanceConnected, storyExchanges, storyNothingConnected } from './stories/sample'

const meta = {
  title: 'Screens/Api/ApiUpdate',
  component: Component,
  decorators: [
    withFlows({
      loadExchanges: resolves(storyExchanges()),
      updateExchange: resolves(storyBinanceConnected),
    }),
    withRoute({ path: 'api/update/:exchange', url: '/api/update/binance', layout: 'blank' }),
  ],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

const submit = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement)
  await userEvent.type(await canvas.findByLabelText('API key'), 'new-api-key')
  await userEvent.type(canvas.getByLabelText('Secret key'), 'new-secret')
  await userEvent.click(canvas.getByRole('button', { name: 'Check and replace' }))
}

/** The saved key is named, so the replacement is no surprise; success returns to /api. */
export const Replace: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/Saved key now: ••••7Q2x/)).toBeVisible()
    await submit(canvasElement)
    await expect(await canvas.findByTestId('navigated')).toBeInTheDocument()
    await settleAnnouncements()
  },
}

/** The OKX key that may withdraw: its replacement needs the passphrase too. */
export const OkxRefusedKey: Story = {
  parameters: { route: { url: '/api/update/okx' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText('Passphrase')).toBeVisible()
    await expect(await canvas.findByText(/Saved key now: ••••9f3a/)).toBeVisible()
  },
}

/** Nothing to replace: said before typing, and again if the server refuses. */
export const NotConnected: Story = {
  decorators: [
    withFlows({
      loadExchanges: resolves(storyNothingConnected),
      updateExchange: rejects('exchange_not_connected'),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/there is no key to replace/)).toBeVisible()
    await submit(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('not connected yet')
    await expect(
      within(alert).getByRole('link', { name: 'Connect Binance instead' }),
    ).toHaveAttribute('href', '/api/connect/binance')
  },
}

export const KeyCanWithdraw: Story = {
  decorators: [
    withFlows({
      loadExchanges: resolves(storyExchanges()),
      updateExchange: rejects('exchange_key_withdrawal'),
    }),
  ],
  play: async ({ canvasElement }) => {
    await submit(canvasElement)
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('Nothing was saved')
  },
}

export const NotFound: Story = {
  parameters: { route: { url: '/api/update/kraken' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Exchange not found' })).toBeVisible()
    await expect(canvas.getByText(/“kraken”/)).toBeVisible()
  },
}

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('textbox')
    await expect(within(canvasElement).queryByText('Check and replace')).toBeNull()
  },
}
