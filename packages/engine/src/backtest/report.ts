import type { BacktestResult } from './backtest'

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z')
const fixed = (n: number, d = 2) => (Number.isFinite(n) ? n.toFixed(d) : String(n))

/** The summary that tests check in and the CLI prints as JSON: everything but the per-trade and per-candle arrays. */
export function summarise(r: BacktestResult) {
  const { trades, equity: _equity, ...rest } = r
  return {
    ...rest,
    returnPct: round(r.returnPct),
    maxDrawdownPct: round(r.maxDrawdownPct),
    winRatePct: round(r.winRatePct),
    sharpe: round(r.sharpe),
    trades: trades.length,
  }
}

const round = (n: number) => Math.round(n * 1e6) / 1e6

export function textReport(r: BacktestResult, tradeLimit: number): string {
  const lines: string[] = []
  const shown = tradeLimit >= r.trades.length ? r.trades : r.trades.slice(-tradeLimit)
  lines.push(
    `Trades (${r.trades.length}${shown.length < r.trades.length ? `, last ${shown.length} shown` : ''})`,
  )
  for (const t of shown) {
    lines.push(
      `  ${iso(t.time)}  ${t.side.padEnd(4)} ${t.qty.padStart(12)} @ ${String(t.price).padEnd(10)} fee ${t.fee}${t.liquidation ? '  LIQUIDATION' : ''}`,
    )
  }
  lines.push(
    '',
    `Backtest ${r.kind} on ${r.symbol}: ${r.candles} candles, ${iso(r.from)} → ${iso(r.to)}`,
  )
  lines.push(`  status            ${r.status}${r.reason ? ` (${r.reason.code})` : ''}`)
  lines.push(`  initial equity    ${r.initial}`)
  lines.push(`  final equity      ${r.final}`)
  lines.push(`  return            ${fixed(r.returnPct)} %`)
  lines.push(`  max drawdown      ${fixed(r.maxDrawdownPct)} %`)
  lines.push(
    `  win rate          ${fixed(r.winRatePct)} % of ${r.ledger.closingTrades} closing trades`,
  )
  lines.push(`  Sharpe            ${fixed(r.sharpe)}`)
  lines.push(`  fees              ${r.ledger.fees}`)
  lines.push(`  realised PnL      ${r.ledger.realizedPnl}`)
  lines.push(`  unrealised PnL    ${r.ledger.unrealizedPnl}`)
  if (r.ledger.funding !== '0') lines.push(`  funding           ${r.ledger.funding}`)
  if (r.gridProfit !== undefined)
    lines.push(`  grid profit       ${r.gridProfit}`, `  trend PnL         ${r.trendPnl}`)
  lines.push('  final balances')
  for (const [asset, b] of Object.entries(r.balances))
    lines.push(`    ${asset.padEnd(8)} free ${b.free}  locked ${b.locked}`)
  return lines.join('\n')
}
