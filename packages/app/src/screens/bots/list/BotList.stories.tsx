import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { BotSummary } from '@atb/contract'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  withFlows,
  withRoute,
} from '../../account/stories/storyKit'
import { Component } from './BotList'
import {
  activeBots,
  botRequests,
  fakeBotServer,
  fakeFeed,
  manyBots,
  withListEnv,
} from './stories/listStoryKit'

const meta = {
  title: 'Screens/Bots/BotList',
  component: Component,
  decorators: [
    withFlows({ loadBots: fakeBotServer(() => activeBots) }),
    withListEnv(),
    withRoute({ path: 'bot', layout: 'default' }),
  ],
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

const lastRequest = () => botRequests.at(-1)
const bots = (canvas: ReturnType<typeof within>) => canvas.findByRole('list', { name: 'Bots' })

/** One bot in each live status; the summary adds them up per currency, USDT first. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await bots(canvas)
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4)
    const summary = canvas.getByRole('region', { name: 'Summary' })
    const rows = within(summary).getAllByRole('term')
    await expect(rows[0]).toHaveTextContent('Total investment')
    // USDT first: 1000 + 500 + 1000 invested, PnL 21.5 − 12.3 + 21.5.
    await expect(within(summary).getByText('2,500.00 USDT')).toBeVisible()
    await expect(within(summary).getByText('+30.70 USDT')).toBeVisible()
    await expect(within(summary).getByText('$2,000.00')).toBeVisible()
    // Each bot opens its own page through a real link.
    const link = within(list).getAllByRole('link')[0]!
    await expect(link).toHaveAccessibleName('BTC/USDT, Spot grid')
    await expect(link).toHaveAttribute('href', '/bot/view/5b1f8f0e-1a2b-4c3d-8e9f-000000000001')
    await expect(within(list).getAllByText('Paper')[0]).toBeVisible()
    await expect(within(list).getAllByText('19d 4h')[0]).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create bot' })).toHaveAttribute(
      'href',
      '/bot/create',
    )
    await expect(canvas.getByRole('link', { name: 'Stopped bots (history)' })).toHaveAttribute(
      'href',
      '/bot/history',
    )
  },
}

/** The status chips ask the server for that status, and the address keeps it. */
export const FilterByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await bots(canvas)
    await userEvent.click(canvas.getByRole('row', { name: 'Paused' }))
    await waitFor(() => expect(lastRequest()).toMatchObject({ status: 'paused', page: 1 }))
    const list = await bots(canvas)
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1))
    await expect(within(list).getByRole('link')).toHaveAccessibleName('ETH/USDT, Spot martingale')
  },
}

/** Search waits for typing to pause, then sends the pair to the server. */
export const SearchByPair: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await bots(canvas)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by pair' }), 'eur')
    await waitFor(() => expect(lastRequest()).toMatchObject({ symbol: 'eur' }))
    const list = await bots(canvas)
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1))
    await expect(within(list).getByRole('link')).toHaveAccessibleName('EUR/USD, Forex manual')
  },
}

/** Sorting by PnL, then flipping the order, each asks the server again. */
export const Sorted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await bots(canvas)
    await userEvent.click(canvas.getByRole('button', { name: /Sort by/ }))
    await userEvent.click(await within(document.body).findByRole('option', { name: 'PnL' }))
    await waitFor(() => expect(lastRequest()).toMatchObject({ sort: 'pnl', order: 'desc' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Descending' }))
    await waitFor(() => expect(lastRequest()).toMatchObject({ sort: 'pnl', order: 'asc' }))
    const list = await bots(canvas)
    await waitFor(() =>
      expect(within(list).getAllByRole('link')[0]).toHaveAccessibleName(/ETH\/USDT/),
    )
  },
}

const many = manyBots(45)

/** 45 bots: 20 a page, and the pager asks for the next one. */
export const ManyPaged: Story = {
  decorators: [withFlows({ loadBots: fakeBotServer(() => many) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Page 1 of 3')).toBeVisible()
    await expect(within(await bots(canvas)).getAllByRole('listitem')).toHaveLength(20)
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(await canvas.findByText('Page 2 of 3')).toBeVisible()
    await expect(lastRequest()).toMatchObject({ page: 2, page_size: 20 })
  },
}

let live: BotSummary[] = activeBots
const statusEvent = {
  type: 'bot.status',
  botId: activeBots[0]!.id,
  status: 'paused',
  reason: null,
  time: 0,
  sentAt: 0,
} as const
const feed = fakeFeed()

/** A status event from the socket reloads the list at once: the bot shows its new status. */
export const LiveStatus: Story = {
  decorators: [withFlows({ loadBots: fakeBotServer(() => live) }), withListEnv(feed)],
  play: async ({ canvasElement }) => {
    live = activeBots
    const canvas = within(canvasElement)
    await bots(canvas)
    live = activeBots.map((bot, i) => (i === 0 ? { ...bot, status: 'paused' } : bot))
    const asked = botRequests.length
    feed.emit(statusEvent)
    await waitFor(() => expect(botRequests.length).toBe(asked + 1))
    const list = await bots(canvas)
    await waitFor(() => expect(within(list).getAllByText('Paused')).toHaveLength(2))
  },
}

let refuse = false
const flaky = fakeFeed()

/** A live refresh that fails keeps the figures on screen, says they may be old, and retries. */
export const RefreshFailed: Story = {
  decorators: [
    withFlows({
      loadBots: fakeBotServer(() => {
        if (refuse) throw new TypeError('Failed to fetch')
        return activeBots
      }),
    }),
    withListEnv(flaky),
  ],
  play: async ({ canvasElement }) => {
    refuse = false
    const canvas = within(canvasElement)
    await bots(canvas)
    refuse = true
    flaky.emit(statusEvent)
    await expect(
      await canvas.findByText('Could not refresh; the figures may be out of date.'),
    ).toBeVisible()
    await expect(within(await bots(canvas)).getAllByRole('listitem')).toHaveLength(4)
    refuse = false
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await waitFor(() =>
      expect(canvas.queryByText('Could not refresh; the figures may be out of date.')).toBeNull(),
    )
  },
}

/** No bots at all: the page leads to the wizard instead of showing empty totals. */
export const Empty: Story = {
  decorators: [withFlows({ loadBots: fakeBotServer(() => []) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No bots yet')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create your first bot' })).toHaveAttribute(
      'href',
      '/bot/create',
    )
    await expect(canvas.queryByRole('region', { name: 'Summary' })).toBeNull()
  },
}

/** A search that matches nothing says so, and Reset brings the whole list back. */
export const NoMatch: Story = {
  parameters: { route: { url: '/bot?q=doge&status=paused' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No bots match')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Reset filters' }))
    await waitFor(() => expect(lastRequest()).toMatchObject({ status: 'active' }))
    await expect(lastRequest()).not.toHaveProperty('symbol')
    await expect(within(await bots(canvas)).getAllByRole('listitem')).toHaveLength(4)
    await expect(canvas.getByRole('searchbox', { name: 'Search by pair' })).toHaveValue('')
  },
}

export const Loading: Story = {
  decorators: [withFlows({ loadBots: pends() })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading bots')).toBeVisible()
  },
}

/** A failed load says so and offers a retry that asks again. */
export const LoadError: Story = {
  decorators: [withFlows({ loadBots: rejects('internal') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Your bots could not be loaded.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled()
  },
}

/** Spec §8: 'record not found' on the list (toasted by the client) leaves an empty list, not an error. */
export const NotFound: Story = {
  decorators: [withFlows({ loadBots: rejects('record_not_found') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No bots yet')).toBeVisible()
    await expect(canvas.queryByText('Your bots could not be loaded.')).toBeNull()
  },
}

/** A 390 px phone: cards stack, nothing scrolls sideways. */
export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await bots(canvas)
    const phone = canvasElement.querySelector<HTMLElement>('[data-phone]')!
    await expectNoSidewaysScroll(phone)
    // The picture shows the cards, scrolled past the filters as a user would.
    phone.scrollTop = phone.scrollHeight
  },
}

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findAllByRole('link', { name: /BTC\/USDT/ })
    const heading = await canvas.findByRole('heading', { level: 1 })
    // The page speaks the reader's language, not English.
    await expect(heading.textContent).not.toBe('Bots')
  },
}

export const Chinese: Story = { globals: { locale: 'zh' }, play: Thai.play }
