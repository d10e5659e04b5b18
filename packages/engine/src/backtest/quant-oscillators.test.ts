import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { D } from '../core/decimal'
import { symbolSpec } from '../exchange/specs'
import { loadCandles } from '../market/candles'
import { backtest } from './backtest'
import { demoEvents } from './events'
import { summarise } from './report'

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures')
const candles = loadCandles('binance-SOL-USDT-1h.csv')

/**
 * The band, RSI and momentum quant kinds (decisions 050–052) on a year of recorded Binance spot
 * SOL/USDT hourly candles (a falling market with sharp rallies), each following its own rule's
 * signals, checked against summaries committed beside their configs. After an intended behaviour
 * change, regenerate with UPDATE_BACKTESTS=1 and review the diff.
 */
describe.each(['mean_reversion', 'swing_trading', 'momentum_trading'] as const)(
  '%s on binance-SOL-USDT-1h.csv',
  (kind) => {
    const name = `sol-${kind.replace('_', '-')}`
    it('trades, matches the checked-in summary, and its books balance', async () => {
      const config = JSON.parse(
        readFileSync(path.join(fixtures, `${name}.config.json`), 'utf8'),
      ) as unknown
      const events = demoEvents(kind, candles, 'SOLUSDT', config)
      const result = await backtest({ kind, config, candles, spec: symbolSpec('SOLUSDT'), events })
      const summary = JSON.parse(JSON.stringify(summarise(result))) as Record<string, unknown>
      const file = path.join(fixtures, `${name}.summary.json`)
      if (process.env.UPDATE_BACKTESTS) writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`)
      expect(summary).toEqual(JSON.parse(readFileSync(file, 'utf8')))

      // It actually trades: several round trips, each entry a buy, alternating with the exits.
      const sides = result.trades.map((t) => t.side)
      expect(sides.filter((s) => s === 'buy').length).toBeGreaterThan(5)
      expect(sides.join(' ')).not.toContain('buy buy')
      expect(sides.join(' ')).not.toContain('sell sell')
      // The books balance exactly: equity = initial + realised + unrealised − fees.
      const l = result.ledger
      expect(
        new D(result.initial).add(l.realizedPnl).add(l.unrealizedPnl).sub(l.fees).eq(l.equity),
      ).toBe(true)
      // And the exchange agrees with the bot's books.
      const last = candles.at(-1)!.close
      const b = result.balances
      const held = new D(b.USDT!.free)
        .add(b.USDT!.locked)
        .add(new D(b.SOL?.free ?? 0).add(b.SOL?.locked ?? 0).mul(last))
      expect(held.eq(l.equity)).toBe(true)
    }, 60_000)
  },
)
