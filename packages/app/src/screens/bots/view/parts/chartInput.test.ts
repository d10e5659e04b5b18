import { describe, expect, it } from 'vitest'
import { storyView } from '../../stories/sample'
import { rebalanceBot } from '../stories/rebalanceSamples'
import { candleRequest, chartLines, chartSpanOf, fillMarkers, toCandles } from './chartInput'

const labels = {
  upper: 'Upper',
  lower: 'Lower',
  buy: 'Buy',
  sell: 'Sell',
  stopLoss: 'SL',
  takeProfit: 'TP',
}
const created = Date.UTC(2030, 0, 1)

describe('candleRequest', () => {
  it('covers a 19-day run in 4 h candles, ending now', () => {
    const bot = storyView({ created_at: new Date(created).toISOString() })
    const now = created + 19 * 86_400_000
    const request = candleRequest(chartSpanOf(bot, now))
    expect(request).toMatchObject({ symbol: 'BTCUSDT', interval: '4h', to: now })
    expect(request.limit).toBe(Math.ceil(19 * 6 * 1.1) + 1)
    expect(request.from).toBeLessThan(created)
  })

  it('ends a stopped bot at its stop and shows a short run in 5 m candles', () => {
    const stopped = created + 3_600_000
    const bot = storyView({
      created_at: new Date(created).toISOString(),
      stopped_at: new Date(stopped).toISOString(),
    })
    const request = candleRequest(chartSpanOf(bot, stopped + 86_400_000 * 30))
    expect(request).toMatchObject({ interval: '5m', to: stopped })
  })

  it('asks only for intervals the pair has: gold by the hour, EUR/USD by the quarter hour', () => {
    const bot = storyView({ created_at: new Date(created).toISOString(), market: 'gold' })
    const span = chartSpanOf(bot, created + 3_600_000)
    expect(span).toMatchObject({ market: 'gold', created, to: created + 3_600_000 })
    expect(candleRequest(span, ['1h', '4h', '1d']).interval).toBe('1h')
    expect(candleRequest(span, ['15m', '1h', '4h', '1d']).interval).toBe('15m')
    // Unknown to the symbol list: the chart's own choice.
    expect(candleRequest(span, []).interval).toBe('5m')
    // None of the chart's intervals: the pair's own.
    expect(candleRequest(span, ['1m']).interval).toBe('1m')
  })

  it('never asks for more than the API allows', () => {
    const bot = storyView({ created_at: new Date(created).toISOString() })
    const request = candleRequest(chartSpanOf(bot, created + 10 * 365 * 86_400_000))
    expect(request.interval).toBe('1d')
    expect(request.limit).toBeLessThanOrEqual(1000)
  })
})

describe('chartLines', () => {
  it('draws the grid levels, the open orders and an enabled stop loss', () => {
    const lines = chartLines(storyView(), labels)
    // 10 grids: 11 levels, the two bounds titled.
    expect(lines.filter((l) => l.tone === 'neutral')).toHaveLength(11)
    expect(lines).toContainEqual({ price: 63000, title: 'Upper', tone: 'neutral' })
    expect(lines).toContainEqual({ price: 57600, tone: 'neutral' })
    expect(lines).toContainEqual({ price: 59400, title: 'Buy', tone: 'up' })
    expect(lines).toContainEqual({ price: 61200, title: 'Sell', tone: 'down' })
    expect(lines).toContainEqual({ price: 55000, title: 'SL', tone: 'down' })
    expect(lines.some((l) => l.title === 'TP')).toBe(false)
  })

  it('leaves out a stop loss the config turned off, and grid levels for other kinds', () => {
    const base = storyView()
    const lines = chartLines(
      {
        ...base,
        kind: 'spot_martingale',
        open_orders: [],
        config: {
          ...base.config,
          enable_option_stop_loss: false,
          enable_option_take_profit: true,
          option_take_profit: '70000',
        },
      },
      labels,
    )
    expect(lines).toEqual([{ price: 70000, title: 'TP', tone: 'up' }])
  })
})

describe('fillMarkers and toCandles', () => {
  it('marks both legs of each round trip in seconds', () => {
    const markers = fillMarkers(storyView(), labels)
    expect(markers).toHaveLength(4)
    expect(markers[0]).toEqual({
      time: Math.floor((created + 8 * 3_600_000 + 30 * 60_000) / 1000),
      side: 'buy',
      text: 'Buy',
    })
  })

  it('marks only the charted pair’s fills of a basket', () => {
    const markers = fillMarkers(rebalanceBot(), labels)
    expect(markers.map((m) => m.side)).toEqual(['buy', 'buy'])
  })

  it('turns candle rows into chart candles', () => {
    expect(toCandles([[1_700_000_000_000, 1, 2, 0.5, 1.5, 10]])).toEqual([
      { time: 1_700_000_000, open: 1, high: 2, low: 0.5, close: 1.5 },
    ])
  })
})
