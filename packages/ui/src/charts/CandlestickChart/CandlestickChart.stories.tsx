import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Candle } from '../chartData'
import { CandlestickChart } from './CandlestickChart'

/** A small deterministic PRNG (mulberry32) so screenshots never change. */
function seeded(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function makeCandles(count: number, start: number, seed: number, stepSeconds = 3600): Candle[] {
  const random = seeded(seed)
  const candles: Candle[] = []
  let close = start
  for (let i = 0; i < count; i += 1) {
    const open = close
    close = Math.max(0.0001, open * (1 + (random() - 0.48) * 0.03))
    const high = Math.max(open, close) * (1 + random() * 0.01)
    const low = Math.min(open, close) * (1 - random() * 0.01)
    candles.push({ time: 1_735_689_600 + i * stepSeconds, open, high, low, close })
  }
  return candles
}

const btc = makeCandles(60, 94_000, 7)

const meta = {
  title: 'Charts/CandlestickChart',
  component: CandlestickChart,
  args: { candles: btc, height: 360 },
  parameters: {
    visual: { delay: 300 },
    // The addon's in-preview axe pass stalled past the runner's 60 s on canvas charts; the
    // runner's own axe pass (dark theme) still checks every chart story.
    a11y: { disable: true },
    // Behaviour (labels, data mapping, theming) is covered by the vitest suite beside this file;
    // play functions on these canvas stories stalled the runner past its 60 s limit.
  },
} satisfies Meta<typeof CandlestickChart>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Default: Story = {}

const last = btc[btc.length - 1]?.close ?? 94_000

export const WithGridLevels: Story = {
  args: {
    priceLines: [
      { price: last * 1.04, title: 'Upper', tone: 'up' },
      { price: last * 1.02, tone: 'neutral' },
      { price: last, tone: 'neutral' },
      { price: last * 0.98, tone: 'neutral' },
      { price: last * 0.96, title: 'Lower', tone: 'down' },
    ],
  },
}

/**
 * A bot's fills: buys as up arrows under their candle, sells as down arrows over it; the scale
 * widens to show a stop loss far below the candles.
 */
export const WithFills: Story = {
  args: {
    fitPriceLines: true,
    priceLines: [
      { price: last * 0.99, title: 'Buy', tone: 'up' },
      { price: last * 1.01, title: 'Sell', tone: 'down' },
      { price: last * 0.7, title: 'Stop loss', tone: 'down' },
    ],
    markers: btc
      .filter((_, i) => i % 9 === 4)
      .map((candle, i) => ({
        time: candle.time + 600,
        side: i % 2 ? ('sell' as const) : ('buy' as const),
        text: i % 2 ? 'S' : 'B',
      })),
  },
}

export const SmallPrices: Story = {
  args: { candles: makeCandles(60, 1.2345, 42, 86_400), height: 280 },
}

export const Empty: Story = {
  args: { candles: [] },
}

export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
  args: { height: 240 },
}
