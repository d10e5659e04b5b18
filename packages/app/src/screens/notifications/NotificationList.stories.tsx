import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Component } from './NotificationList'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  resolves,
  withFlows,
  withRoute,
} from '../account/stories/storyKit'
import type { FakeOptions } from '../account/stories/fakes'
import {
  storyMoneyAndEvents,
  storyNotificationPage,
  storyNotifications,
  storyPreferences,
} from './stories/fakes'

const loaded: FakeOptions = {
  loadNotifications: resolves(storyNotificationPage(storyNotifications, 25)),
  loadNotificationPreferences: resolves(storyPreferences),
  readNotification: async (id: string) => ({
    ...storyNotifications.find((n) => n.id === id)!,
    read_at: '2026-03-01T12:00:00Z',
  }),
  readAllNotifications: async () => ({ unread: 0 }),
  saveNotificationPreferences: async (p: typeof storyPreferences) => p,
}

const meta = {
  title: 'Screens/Notifications/List',
  component: Component,
  decorators: [withFlows(loaded), withRoute({ path: 'notification', layout: 'default' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Bot stopped')).toBeVisible()
    await expect(canvas.getByText('3 unread')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Load more' })).toBeVisible()
    await expect(await canvas.findByRole('switch', { name: 'Bot order fills' })).not.toBeChecked()
    // Bots paused by an exchange's outage resume by themselves unless the owner turns it off.
    await expect(
      canvas.getByRole('switch', { name: 'Resume paused bots by themselves' }),
    ).toBeChecked()
  },
}

/** Withdrawals, commissions, events, tournaments and prizes each read as their own sentence. */
export const MoneyAndEvents: Story = {
  decorators: [
    withFlows({
      ...loaded,
      loadNotifications: resolves(storyNotificationPage(storyMoneyAndEvents)),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Withdrawal completed')).toBeVisible()
    await expect(
      canvas.getByText(/20\.00 USDT arrived at 0x709979…dc79c8; the transaction is confirmed/),
    ).toBeVisible()
    await expect(canvas.getByText(/was rejected: Address on a watch list\./)).toBeVisible()
    await expect(canvas.getByText(/0\.19 USDT commission was credited/)).toBeVisible()
    await expect(
      canvas.getByText('New event: Grid week. Open it to see how to join.'),
    ).toBeVisible()
    await expect(canvas.getByText(/The tournament November cup is open/)).toBeVisible()
    await expect(canvas.getByText(/You finished #1 in October cup: 100\.00 USDT/)).toBeVisible()
    await expect(canvas.queryByText('Open it to see more.')).toBeNull()
  },
}

/** The operator's event title in the reader's language where the operator wrote one. */
export const MoneyAndEventsChinese: Story = {
  ...MoneyAndEvents,
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/新活动：网格周/)).toBeVisible()
    await expect(canvas.getByText(/锦标赛 十一月杯 已开放/)).toBeVisible()
  },
}

export const MarkAllRead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Bot stopped')
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all read' }))
    await expect(await canvas.findByText('0 unread')).toBeVisible()
    await expect(canvas.queryAllByRole('button', { name: /^Mark read: / })).toHaveLength(0)
  },
}

export const Filters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Bot stopped')
    await userEvent.click(canvas.getByRole('switch', { name: 'Unread only' }))
    await expect(canvas.getByRole('switch', { name: 'Unread only' })).toBeChecked()
  },
}

export const Empty: Story = {
  decorators: [withFlows({ ...loaded, loadNotifications: resolves(storyNotificationPage([])) })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No notifications yet')).toBeVisible()
  },
}

export const Loading: Story = {
  decorators: [withFlows({ ...loaded, loadNotifications: pends() })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading notifications' }),
    ).toBeVisible()
  },
}

export const Error: Story = {
  decorators: [withFlows({ ...loaded, loadNotifications: rejects('internal') })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your notifications could not be loaded.'),
    ).toBeVisible()
  },
}

export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Bot stopped')
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
