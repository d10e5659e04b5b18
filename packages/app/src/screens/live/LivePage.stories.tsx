import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { LiveClientContext } from '../../services/LiveClientContext'
import type { LiveInfo } from '../../services/live'
import { expectNoSidewaysScroll, withRoute } from '../account/stories/storyKit'
import { Component } from './LivePage'
import {
  connectingInfo,
  fakeLiveClient,
  liveInfo,
  offlineInfo,
  tooManySocketsInfo,
} from './stories/fakeLiveClient'

/** The connection's state line (the layout has status regions of its own). */
const stateOf = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findByText('Socket address')
  return canvasElement.querySelector<HTMLElement>('[role="status"][data-state]')!
}
const logItems = (canvasElement: HTMLElement) =>
  within(
    within(canvasElement).getByRole('list', { name: 'Latest messages, newest first' }),
  ).getAllByRole('listitem')

/** The page's live client: a fake starting from `info`, made once per story. */
const withLive =
  (info: LiveInfo): Decorator =>
  (Story) => {
    const [client] = useState(() => fakeLiveClient(info))
    return (
      <LiveClientContext.Provider value={client}>
        <Story />
      </LiveClientContext.Provider>
    )
  }

const meta = {
  title: 'Screens/Live/LivePage',
  component: Component,
  decorators: [withLive(liveInfo), withRoute({ path: 'ws', layout: 'default' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

/** Live: address, since when, latency, what is followed and one of each message, newest first. */
export const Live: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await stateOf(canvasElement)).toHaveTextContent('Live')
    await expect(canvas.getByText('wss://app.example/v1/ws')).toBeVisible()
    await expect(canvas.getByText('38 ms round trip')).toBeVisible()
    await expect(canvas.getByText('BTCUSDT, ETHUSDT')).toBeVisible()
    await expect(canvas.getByText('Listened to')).toBeVisible()
    const items = logItems(canvasElement)
    await expect(items[0]).toHaveTextContent('bot.pnl')
    await expect(items[0]).toHaveTextContent('Bot 5b1f8f0e: realised 18.42, unrealised -2.5')
    await expect(items[1]).toHaveTextContent('Bot 5b1f8f0e sold 0.0015 BTCUSDT at 97,250.50')
    await expect(items.at(-1)).toHaveTextContent('ready')
  },
}

/** Measure sends a ping; the answer's round trip replaces the latency. */
export const MeasureLatency: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Measure latency' }))
    await expect(await canvas.findByText('45 ms round trip')).toBeVisible()
    await expect(logItems(canvasElement)[0]).toHaveTextContent('Answer to ping 1')
  },
}

/** Reconnect: connecting, then live again on a new connection. */
export const Reconnect: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Reconnect' }))
    await expect(await stateOf(canvasElement)).toHaveTextContent('Connecting…')
    await expect(canvas.getByRole('button', { name: 'Measure latency' })).toBeDisabled()
    await waitFor(async () => expect(await stateOf(canvasElement)).toHaveTextContent('Live'), {
      timeout: 5000,
    })
    await expect(canvas.getByText('3')).toBeVisible()
    await expect(logItems(canvasElement)[0]).toHaveTextContent('Signed in: up to 50 pairs')
  },
}

export const Connecting: Story = {
  decorators: [withLive(connectingInfo)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await stateOf(canvasElement)).toHaveTextContent('Connecting…')
    await expect(canvas.getByText('No messages yet')).toBeVisible()
    await expect(canvas.getByText('Not connected')).toBeVisible()
  },
}

export const Offline: Story = {
  decorators: [withLive(offlineInfo)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await stateOf(canvasElement)).toHaveTextContent('Offline')
    await expect(canvas.getByRole('button', { name: 'Measure latency' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Reconnect' })).toBeEnabled()
    const error = logItems(canvasElement).find((item) => item.textContent?.includes('error'))
    await expect(error).toHaveTextContent('This market is not available.')
  },
}

/** Refused because the account has too many live tabs: the page says why and that it retries. */
export const TooManyTabs: Story = {
  decorators: [withLive(tooManySocketsInfo)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await stateOf(canvasElement)).toHaveTextContent('Offline')
    await expect(
      canvas.getByText(/Live updates are open in too many tabs or devices of this account/),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Reconnect' })).toBeEnabled()
  },
}

export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('wss://app.example/v1/ws')
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
