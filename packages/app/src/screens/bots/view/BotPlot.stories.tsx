import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Decorator } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import type { BotPlotResponse } from '@atb/contract'
import { LiveContext } from '../../../services/useTicker'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  resolves,
  withFlows,
  withRoute,
} from '../../account/stories/storyKit'
import { Component } from './BotView'
import { eventsPage, positionBot, storyCandles, storyLive, storyPlot } from './stories/viewSamples'

const bot = positionBot()
const live = storyLive()
const withLive: Decorator = (Story) => (
  <LiveContext.Provider value={live.source}>
    <Story />
  </LiveContext.Provider>
)
/** The page's flows with `/robot/plot` answering as given (resolves, pends or rejects). */
const plotting = (loadBotPlot: ReturnType<typeof resolves<BotPlotResponse>>) =>
  withFlows({
    loadBot: resolves(bot),
    loadCandles: resolves(storyCandles()),
    loadBotEvents: resolves(eventsPage()),
    loadBotPlot: loadBotPlot as never,
  })

/** A quant bot's page (decision 057): what its rule trades on, above its price and equity. */
const meta = {
  title: 'Screens/Bots/BotView/StrategyChart',
  component: Component,
  decorators: [
    plotting(resolves(storyPlot())),
    withLive,
    withRoute({ path: 'bot/view/*', url: `/bot/view/${bot.id}`, layout: 'default' }),
  ],
  parameters: { visual: { delay: 400 } },
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

/** A running position_trading bot: candles, its two averages, its decisions and their reasons. */
export const GoldenCross: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      // With time: a cold browser may still be loading the page's messages.
      await canvas.findByRole(
        'heading',
        { name: /^What it trades on, bars of 4\s+hours$/ },
        { timeout: 5000 },
      ),
    ).toBeVisible()
    const chart = await canvas.findByRole('img', { name: /^Strategy chart: 120 candles, 2 lines/ })
    await expect(chart).toBeVisible()
    const legend = canvas.getByRole('list', { name: 'Legend' })
    await expect(within(legend).getByText('SMA 10')).toBeVisible()
    await expect(within(legend).getByText('SMA 30')).toBeVisible()
    const decisions = canvas.getByRole('list', { name: 'Latest decisions' })
    await expect(
      within(decisions).getAllByText(/SMA 10 (above|below) SMA 30 for 2 bars/)[0],
    ).toBeVisible()
    // The pair's own chart is still there, under it.
    await expect(await canvas.findByRole('img', { name: /Price chart, 96 candles/ })).toBeVisible()
  },
}

/** Another kind's lines: one on its own pane under the candles, and a shape as a dashed segment. */
export const PaneAndShapes: Story = {
  decorators: [plotting(resolves(storyPlot({ pane: true })))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('img', { name: /^Strategy chart: 120 candles, 4 lines/ }),
    ).toBeVisible()
    const legend = canvas.getByRole('list', { name: 'Legend' })
    await expect(within(legend).getByText('Momentum 14 (lower pane)')).toBeVisible()
    await expect(within(legend).getByText('Neckline')).toBeVisible()
  },
}

export const Loading: Story = {
  decorators: [plotting(pends())],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'What it trades on' })).toBeVisible()
    await expect(canvas.queryByRole('img', { name: /^Strategy chart/ })).toBeNull()
  },
}

export const LoadError: Story = {
  decorators: [plotting(rejects('internal'))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('The strategy chart could not be loaded.')).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Retry' })[0]).toBeVisible()
  },
}

export const NoCandles: Story = {
  decorators: [
    plotting(resolves({ interval: '1d', candles: [], lines: [], shapes: [], marks: [] })),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('No candles yet: the chart appears once the market has traded.'),
    ).toBeVisible()
  },
}

export const NoDecisionYet: Story = {
  decorators: [plotting(resolves({ ...storyPlot(), marks: [] }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('No decision since the bot started: the rule waits for its signal.'),
    ).toBeVisible()
  },
}

/** A 390 px phone: the chart, its legend and the decisions fit without sideways scrolling. */
export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('img', { name: /^Strategy chart/ })
    const phone = canvasElement.querySelector('[data-phone]')!
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth + 1)
    for (const region of phone.querySelectorAll('main section'))
      await expectNoSidewaysScroll(region)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect((await canvas.findAllByRole('img'))[0]).toBeVisible()
    await expect(canvas.queryByRole('heading', { name: /^What it trades on/ })).toBeNull()
    await expect(canvas.queryByText('Latest decisions')).toBeNull()
  },
}

/** The legend's words are translated; indicator abbreviations with their length read the same. */
export const ChineseLegend: Story = {
  globals: { locale: 'zh' },
  decorators: [plotting(resolves(storyPlot({ pane: true })))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const legend = await canvas.findByRole('list', { name: '图例' }, { timeout: 5000 })
    await expect(within(legend).getByText('颈线')).toBeVisible()
    await expect(within(legend).queryByText('Neckline')).toBeNull()
    // The decisions' reasons too: "SMA 10 above SMA 30 for 2 bars" in Chinese.
    const latest = canvas.getByRole('list', { name: '最近的决定' })
    await expect(
      within(latest).getAllByText(/SMA 10 连续 2 根K线 (高|低)于 SMA 30/)[0],
    ).toBeVisible()
  },
}
