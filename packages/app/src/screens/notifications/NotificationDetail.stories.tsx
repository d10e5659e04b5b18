import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Component } from './NotificationDetail'
import { pends, rejects, resolves, withFlows, withRoute } from '../account/stories/storyKit'
import {
  canceledOutsideNotice,
  coinsOutsideNotice,
  refusedNotice,
  venueBackNotice,
  venueDownNotice,
  storyNotifications,
} from './stories/fakes'

const [stopped] = storyNotifications

const meta = {
  title: 'Screens/Notifications/Detail',
  component: Component,
  decorators: [
    withFlows({
      loadNotification: resolves(stopped!),
      readNotification: async () => ({ ...stopped!, read_at: '2026-03-01T12:00:00Z' }),
    }),
    withRoute({ path: 'notification/:id', url: '/notification/n1', layout: 'default' }),
  ],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Bot stopped' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Open the bot' })).toHaveAttribute(
      'href',
      `/bot/view/${String(stopped!.params.bot_id)}`,
    )
  },
}

export const Missing: Story = {
  decorators: [withFlows({ loadNotification: rejects('record_not_found') })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This notification does not exist'),
    ).toBeVisible()
  },
}

export const Loading: Story = { decorators: [withFlows({ loadNotification: pends() })] }
export const Thai: Story = { globals: { locale: 'th' } }

/** Orders the exchange refused: how many, of which bot, and why, in words. */
export const OrderRefused: Story = {
  decorators: [withFlows({ loadNotification: resolves(refusedNotice) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Order refused' })).toBeVisible()
    await expect(
      canvas.getByText(
        'The exchange refused 3 orders of your bot Spot grid · WLDUSDT. The order is below the exchange’s minimum order value.',
      ),
    ).toBeVisible()
  },
}

/** An order the owner cancelled on the exchange: said as such, not as a refusal. */
export const CanceledOutside: Story = {
  decorators: [withFlows({ loadNotification: resolves(canceledOutsideNotice) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'Order cancelled on the exchange' }),
    ).toBeVisible()
    await expect(
      canvas.getByText(
        'An order of your bot Spot grid · WLDUSDT was cancelled on the exchange, outside the bot. The bot no longer counts on it: open it to see where it stands.',
      ),
    ).toBeVisible()
  },
}

/** Coins sold on the exchange outside the bot, in Chinese: both figures, and the way out. */
export const CoinsOutsideChinese: Story = {
  decorators: [withFlows({ loadNotification: resolves(coinsOutsideNotice) })],
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: '机器人已暂停：交易所上的币不足' }),
    ).toBeVisible()
    await expect(canvas.getByText(/12\.5 WLD.*48\.25 WLD/)).toBeVisible()
  },
}

/** The exchange stopped answering: the bot paused itself, and says it resumes by itself. */
export const VenueDown: Story = {
  decorators: [withFlows({ loadNotification: resolves(venueDownNotice) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'Bot paused: exchange not answering' }),
    ).toBeVisible()
    await expect(
      canvas.getByText(
        'Your bot Spot grid · BTCUSDT was paused because Binance failed every request for 6 minutes. It resumes by itself when the exchange answers again.',
      ),
    ).toBeVisible()
  },
}

/** The exchange answers again, in Thai: the bot is trading again. */
export const VenueBackThai: Story = {
  decorators: [withFlows({ loadNotification: resolves(venueBackNotice) })],
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'บอทกลับมาทำงานแล้ว' })).toBeVisible()
    await expect(canvas.getByText(/^Binance ตอบกลับแล้ว บอท .+ ของคุณกลับมาเทรดอีกครั้ง$/)).toBeVisible()
  },
}
