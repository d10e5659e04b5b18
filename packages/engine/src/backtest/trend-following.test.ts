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
const spec = symbolSpec('SOLUSDT')

/**
 * trend_following (decision 048) on a year of recorded SOL/USDT hours, with each entry signal,
 * checked against summaries committed beside their configs. The signals come from the rule over
 * the same candles, as a running bot's would. Regenerate with UPDATE_BACKTESTS=1 and review.
 */
describe.each(['donchian', 'ma-cross'] as const)(
  'trend_following (%s) on binance-SOL-USDT-1h.csv',
  (entry) => {
    const name = `sol-trend-following-${entry}`
    it('matches the checked-in summary and trades', async () => {
      const config = JSON.parse(
        readFileSync(path.join(fixtures, `${name}.config.json`), 'utf8'),
      ) as unknown
      const events = demoEvents('trend_following', candles, spec.symbol, config)
      const result = await backtest({ kind: 'trend_following', config, candles, spec, events })
      const summary = JSON.parse(JSON.stringify(summarise(result))) as Record<string, unknown>
      const file = path.join(fixtures, `${name}.summary.json`)
      if (process.env.UPDATE_BACKTESTS) writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`)
      expect(summary).toEqual(JSON.parse(readFileSync(file, 'utf8')))

      const l = result.ledger
      expect(
        new D(result.initial).add(l.realizedPnl).add(l.unrealizedPnl).sub(l.fees).eq(l.equity),
      ).toBe(true)
      const last = candles.at(-1)!.close
      const b = result.balances
      const held = new D(b.USDT!.free)
        .add(b.USDT!.locked)
        .add(new D(b.SOL?.free ?? 0).add(b.SOL?.locked ?? 0).mul(last))
      expect(held.eq(l.equity)).toBe(true)
      // It trades: entries and exits alternate, one long at a time, each at most order_amount.
      const buys = result.trades.filter((t) => t.side === 'buy')
      const sells = result.trades.filter((t) => t.side === 'sell')
      expect(buys.length).toBeGreaterThan(5)
      expect(sells.length).toBeGreaterThanOrEqual(buys.length - 1)
      expect(result.trades.map((t) => t.side).join(' ')).not.toContain('buy buy')
      for (const t of buys) expect(Number(t.quote)).toBeLessThanOrEqual(500)
    }, 60_000)
  },
)
