import path from 'node:path'
import type { StrategyKind } from '@atb/contract'
import { alignFeeds, backtestBasket, type BasketResult, type Feed } from '../backtest/basket'
import type { Candle } from '../core/types'
import { symbolSpec } from '../exchange/specs'
import { loadCandles } from '../market/candles'
import { syntheticCandles } from '../market/synthetic'

const fromUser = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p)
const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z')

/**
 * One feed per `--data`: a candle file (symbol guessed from its name), or `synthetic:<BASE>[:seed]`,
 * a seeded random walk on the first file's timestamps. Files are aligned by index (see `alignFeeds`).
 */
function feedsOf(data: string[]): Feed[] {
  const files: Feed[] = []
  const synthetic: { base: string; seed: number }[] = []
  for (const d of data) {
    const [tag, base, seed] = d.split(':')
    if (tag === 'synthetic' && base) {
      synthetic.push({ base, seed: Number(seed ?? 1) })
      continue
    }
    const candles = loadCandles(d.includes('/') ? fromUser(d) : d)
    const symbol = /([A-Z]+)-?(USDT)/.exec(path.basename(d))?.slice(1).join('')
    if (!symbol) throw new Error(`Cannot tell the symbol of ${d}; name it like WLD-USDT`)
    files.push({ spec: symbolSpec(symbol), candles })
  }
  const aligned = alignFeeds(files)
  const clock: readonly Candle[] =
    aligned[0]?.candles ?? syntheticCandles({ seed: 1, count: 2160, intervalMs: 3600_000 })
  for (const s of synthetic) {
    const spec = symbolSpec(`${s.base}USDT`, 'spot', {
      base: s.base,
      quote: 'USDT',
      tickSize: '0.0001',
      stepSize: '0.1',
      minNotional: '5',
      makerFee: '0.001',
      takerFee: '0.001',
    })
    const candles = syntheticCandles({
      seed: s.seed,
      count: clock.length,
      start: 2,
      volatility: 0.02,
    }).map((c, i) => ({ ...c, time: clock[i]!.time }))
    aligned.push({ spec, candles })
  }
  return aligned
}

export function basketReport(r: BasketResult, tradeLimit: number): string {
  const shown = r.trades.slice(-tradeLimit)
  const lines = [
    `Trades (${r.trades.length}${shown.length < r.trades.length ? `, last ${shown.length} shown` : ''})`,
  ]
  for (const t of shown)
    lines.push(
      `  ${iso(t.time)}  ${t.symbol.padEnd(8)} ${t.side.padEnd(4)} ${t.qty.padStart(12)} @ ${String(t.price).padEnd(10)} fee ${t.fee}`,
    )
  lines.push(
    '',
    `Backtest ${r.kind} on ${r.symbols.join(' + ')}: ${r.candles} candles, ${iso(r.from)} → ${iso(r.to)}`,
  )
  lines.push(`  status            ${r.status}${r.reason ? ` (${r.reason.code})` : ''}`)
  lines.push(
    `  initial equity    ${r.initial}`,
    `  final equity      ${r.final}`,
    `  return            ${r.returnPct.toFixed(2)} %`,
  )
  lines.push(
    `  max drawdown      ${r.maxDrawdownPct.toFixed(2)} %`,
    `  Sharpe            ${r.sharpe.toFixed(2)}`,
    `  fees              ${r.fees}`,
  )
  lines.push('  final balances')
  for (const [asset, b] of Object.entries(r.balances))
    lines.push(`    ${asset.padEnd(8)} free ${b.free}  locked ${b.locked}`)
  return lines.join('\n')
}

export async function basketCli(
  kind: StrategyKind,
  config: unknown,
  data: string[],
  json: boolean,
  slippage?: string,
) {
  const started = performance.now()
  const result = await backtestBasket({
    kind,
    config,
    feeds: feedsOf(data),
    ...(slippage ? { exchange: { slippage: Number(slippage) } } : {}),
  })
  const ms = performance.now() - started
  const { trades, equity: _equity, ...summary } = result
  if (json)
    console.log(
      JSON.stringify(
        { ...summary, trades: trades.length, elapsedMs: Math.round(ms), fills: trades },
        null,
        2,
      ),
    )
  else console.log(`${basketReport(result, 20)}\n\n  replayed in ${ms.toFixed(0)} ms`)
}
