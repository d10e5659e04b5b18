import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { positionTradingSchema } from '@atb/contract'
import { D } from '../core/decimal'
import { symbolSpec } from '../exchange/specs'
import { loadCandles } from '../market/candles'
import { backtest } from './backtest'
import { demoEvents } from './events'
import { summarise } from './report'

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures')
const name = 'xrp-position-trading'

/**
 * `position_trading` (decision 049) on a year of recorded XRP/USDT hourly candles: its rule builds
 * 4-hour bars from them as a running bot does from ticks, golden cross of SMA 50 over SMA 200 with
 * 2 bars of confirmation. Checked against the summary committed beside the config; after an
 * intended change, regenerate with UPDATE_BACKTESTS=1 and review the diff.
 */
describe('position_trading on binance-XRP-USDT-1h.csv.gz', () => {
  it('matches the checked-in summary, trades, and its books balance', async () => {
    const candles = loadCandles('binance-XRP-USDT-1h.csv.gz')
    const config = positionTradingSchema.validateSync(
      JSON.parse(readFileSync(path.join(fixtures, `${name}.config.json`), 'utf8')),
    )
    const events = demoEvents('position_trading', candles, 'XRPUSDT', config)
    const result = await backtest({
      kind: 'position_trading',
      config,
      candles,
      spec: symbolSpec('XRPUSDT'),
      events,
    })
    const summary = JSON.parse(JSON.stringify(summarise(result))) as Record<string, unknown>
    const file = path.join(fixtures, `${name}.summary.json`)
    if (process.env.UPDATE_BACKTESTS) writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`)
    expect(summary).toEqual(JSON.parse(readFileSync(file, 'utf8')))

    // It trades: several entries and exits over the year, each entry after a BUY signal.
    const buys = result.trades.filter((t) => t.side === 'buy')
    const sells = result.trades.filter((t) => t.side === 'sell')
    expect(buys.length).toBeGreaterThanOrEqual(5)
    expect(sells.length).toBeGreaterThanOrEqual(buys.length - 1)
    const signals = [...events.values()].flat()
    expect(signals.filter((e) => e.type === 'signal' && e.side === 'BUY').length).toBeGreaterThan(4)

    // The books balance exactly, and the exchange agrees with them.
    const l = result.ledger
    expect(
      new D(result.initial).add(l.realizedPnl).add(l.unrealizedPnl).sub(l.fees).eq(l.equity),
    ).toBe(true)
    const last = candles.at(-1)!.close
    const b = result.balances
    const held = new D(b.USDT!.free)
      .add(b.USDT!.locked)
      .add(new D(b.XRP?.free ?? 0).add(b.XRP?.locked ?? 0).mul(last))
    expect(held.eq(l.equity)).toBe(true)
  }, 60_000)
})
