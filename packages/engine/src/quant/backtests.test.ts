import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { QuantKind } from '@atb/contract'
import { D } from '../core/decimal'
import { backtest } from '../backtest/backtest'
import { demoEvents } from '../backtest/events'
import { summarise } from '../backtest/report'
import { symbolSpec } from '../exchange/specs'
import { loadCandles } from '../market/candles'

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures')

/** Each quant kind's checked-in backtest: its fixture, the recorded candles and the pair. */
const cases: [name: string, kind: QuantKind, candles: string, symbol: string][] = [
  ['sol-chat-pattern', 'chat_pattern', 'binance-SOL-USDT-1h.csv', 'SOLUSDT'],
  ['xrp-indicators', 'indicators', 'binance-XRP-USDT-1h.csv', 'XRPUSDT'],
  ['doge-advanced', 'advanced', 'binance-DOGE-USDT-1h.csv', 'DOGEUSDT'],
  ['xrp-market-neutral', 'market_neutral', 'binance-XRP-USDT-1h.csv', 'XRPUSDT'],
]

/**
 * The quant kinds on recorded candles, checked against the summaries committed beside their
 * configs (`fixtures/<name>.config.json`). After an intended change, regenerate with
 * UPDATE_BACKTESTS=1 and review the diff.
 */
describe.each(cases)('%s', (name, kind, file, symbol) => {
  it(`${kind} on ${file} matches the checked-in summary, and its books balance`, async () => {
    const candles = loadCandles(file)
    const config = JSON.parse(readFileSync(path.join(fixtures, `${name}.config.json`), 'utf8'))
    const result = await backtest({
      kind,
      config,
      candles,
      spec: symbolSpec(symbol),
      events: demoEvents(kind, candles, symbol, config),
    })
    const summary = JSON.parse(JSON.stringify(summarise(result))) as Record<string, unknown>
    const out = path.join(fixtures, `${name}.summary.json`)
    if (process.env.UPDATE_BACKTESTS) writeFileSync(out, `${JSON.stringify(summary, null, 2)}\n`)
    expect(summary).toEqual(JSON.parse(readFileSync(out, 'utf8')))

    const l = result.ledger
    expect(
      new D(result.initial)
        .add(l.realizedPnl)
        .add(l.unrealizedPnl)
        .sub(l.fees)
        .add(l.funding)
        .eq(l.equity),
    ).toBe(true)
    // It trades: entries and exits both, more than a handful over the recording.
    expect(result.trades.filter((t) => t.side === 'buy').length).toBeGreaterThan(5)
    expect(result.trades.filter((t) => t.side === 'sell').length).toBeGreaterThan(5)
  }, 60_000)
})
