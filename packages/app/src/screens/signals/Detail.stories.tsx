import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import type {
  RequestOf,
  SignalCallsResponse,
  SignalReviewsResponse,
  SignalSummary,
  endpoints,
} from '@atb/contract'
import { Component } from './Detail'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  resolves,
  withFlows,
  withRoute,
} from '../account/stories/storyKit'
import { pairFlows } from '../market/pair/stories/pairSamples'
import {
  noReviews,
  storyBuiltin,
  storyCalls,
  storyNewProvider,
  storyProvider,
  storyReviews,
} from './stories/signalSamples'

type ById = { id: string }
type CallsInput = RequestOf<typeof endpoints.signalCalls>
const calls = fromPromise<SignalCallsResponse, CallsInput>(async ({ input }) =>
  storyCalls(12, input.page, input.page_size),
)
const signalFlows = {
  loadMarketCandles: pairFlows().loadMarketCandles,
  loadSignal: resolves<SignalSummary, ById>(storyBuiltin),
  loadSignalCalls: calls,
  loadSignalReviews: resolves<SignalReviewsResponse, ById>(storyReviews),
}

const meta = {
  title: 'Screens/Signals/Detail',
  component: Component,
  decorators: [
    withFlows(signalFlows),
    withRoute({ path: 'signal/:id', url: '/signal/ma_cross_20_80', layout: 'default' }),
  ],
  parameters: { visual: { delay: 500 } },
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

/** The chart with the calls marked, the measured figures, Follow with a bot, threaded reviews. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'Moving-average cross (20/80)', level: 1 }),
    ).toBeVisible()
    const follow = await canvas.findByText('Follow with a bot')
    await expect(follow.closest('a')).toHaveAttribute(
      'href',
      '/bot/create/crypto/signal/spot_signal?signal=ma_cross_20_80',
    )
    await expect(
      await canvas.findByRole('img', { name: /BTCUSDT hourly chart with \d+ calls marked/ }),
    ).toBeVisible()
    const replies = await canvas.findByRole('list', { name: 'Replies to Somchai' })
    await expect(await within(replies).findByText('Replying to Lin')).toBeVisible()
    await expect(await canvas.findByRole('radiogroup', { name: 'Score' })).toBeVisible()
  },
}

/** A provider's signal: a bot follows its calls, from the wizard with it chosen. */
export const Provider: Story = {
  decorators: [
    withFlows({ ...signalFlows, loadSignal: resolves<SignalSummary, ById>(storyProvider) }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const follow = await canvas.findByText('Follow with a bot')
    await expect(follow.closest('a')).toHaveAttribute(
      'href',
      '/bot/create/crypto/signal/spot_signal?signal=p_k7m2qx9pab',
    )
  },
}

/** A gold provider: no signal bot trades gold yet, and the page says so. */
export const GoldProvider: Story = {
  decorators: [
    withFlows({
      ...signalFlows,
      loadSignal: resolves<SignalSummary, ById>({
        ...storyProvider,
        market: 'gold',
        symbols: ['XAUUSD'],
        followable: false,
      }),
    }),
  ],
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/No bot follows signals of this market yet/)).toBeVisible()
    await expect(canvas.queryByText('Follow with a bot')).toBeNull()
  },
}

/** A new provider: no calls on the chart, no reviews yet. */
export const NoCalls: Story = {
  decorators: [
    withFlows({
      ...signalFlows,
      loadSignal: resolves<SignalSummary, ById>(storyNewProvider),
      loadSignalCalls: resolves<SignalCallsResponse, CallsInput>(storyCalls(0)),
      loadSignalReviews: resolves<SignalReviewsResponse, ById>(noReviews),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('The chart marks the calls once the signal makes one.'),
    ).toBeVisible()
    // The reviews load on their own.
    await expect(
      await canvas.findByText('Be the first to say how this signal worked for you.'),
    ).toBeVisible()
  },
}

/** A comment with a special character gets the spec's message before anything is sent. */
export const ReviewSpecialCharacters: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('radio', { name: '4 of 5 stars' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comment' }), 'Great call!')
    await userEvent.click(canvas.getByRole('button', { name: 'Post review' }))
    await expect(await canvas.findByText('The comment not allow special characters')).toBeVisible()
  },
}

/** Without a score the form says the score is required. */
export const ReviewNoScore: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Comment' }), 'Nice')
    await userEvent.click(canvas.getByRole('button', { name: 'Post review' }))
    await expect(await canvas.findByText('The score field is required')).toBeVisible()
  },
}

/** The server refuses a second review from the same account. */
export const ReviewRefused: Story = {
  decorators: [withFlows({ ...signalFlows, submit: { signalReview: rejects('review_exists') } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('radio', { name: '5 of 5 stars' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Comment' }), 'Again')
    await userEvent.click(canvas.getByRole('button', { name: 'Post review' }))
    await expect(
      await canvas.findByText('You have already reviewed this signal. Reply to a review instead.'),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  decorators: [withFlows({ ...signalFlows, loadSignal: pends() })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading the signal')).toBeVisible()
  },
}

export const Error: Story = {
  decorators: [withFlows({ ...signalFlows, loadSignal: rejects('internal') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('The signal could not be loaded.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Replies to Somchai' })
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
