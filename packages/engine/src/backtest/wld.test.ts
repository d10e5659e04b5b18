import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { D } from '../core/decimal'
import { symbolSpec } from '../exchange/specs'
import { loadCandles } from '../market/candles'
import { backtest } from './backtest'
import { summarise } from './report'

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures')
const candles = loadCandles('binance-perp-WLD-USDT-3m.csv')

/**
 * Backtests on the recorded WLD/USDT 3m candles, checked against summaries committed beside their
 * configs. After an intended behaviour change, regenerate with UPDATE_BACKTESTS=1 and review the diff.
 */
describe.each(['spot_grid', 'spot_martingale'] as const)(
  '%s on binance-perp-WLD-USDT-3m.csv',
  (kind) => {
    const name = `wld-${kind.replace('_', '-')}`
    it('matches the checked-in summary', async () => {
      const config = JSON.parse(
        readFileSync(path.join(fixtures, `${name}.config.json`), 'utf8'),
      ) as unknown
      const result = await backtest({ kind, config, candles, spec: symbolSpec('WLDUSDT') })
      const summary = JSON.parse(JSON.stringify(summarise(result))) as Record<string, unknown>
      const file = path.join(fixtures, `${name}.summary.json`)
      if (process.env.UPDATE_BACKTESTS) writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`)
      expect(summary).toEqual(JSON.parse(readFileSync(file, 'utf8')))

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
        .add(new D(b.WLD?.free ?? 0).add(b.WLD?.locked ?? 0).mul(last))
      expect(held.eq(l.equity)).toBe(true)
      expect(result.trades.length).toBeGreaterThan(100)
    }, 30_000)
  },
)
