import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { isStrategyKind } from '@atb/contract'
import { backtest } from '../backtest/backtest'
import { summarise, textReport } from '../backtest/report'
import { loadCandles } from '../market/candles'
import { symbolSpec } from '../exchange/specs'
import { demoEvents } from '../backtest/events'
import { strategyOf } from '../strategies/registry'
import { basketCli } from './basket'

const usage = `Usage: npm run backtest -- --strategy <kind> --config <cfg.json> --data <candles.csv|json>
  [--symbol WLDUSDT] [--json] [--trades 20|all] [--slippage 0.0005]
  spot_rebalance takes one --data per holding (a file, or synthetic:<BASE>[:seed]); see basket.ts`

// npm runs workspace scripts inside the package; paths are meant relative to where the user typed the command.
const fromUser = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p)

async function main() {
  const { values } = parseArgs({
    options: {
      strategy: { type: 'string' },
      config: { type: 'string' },
      data: { type: 'string', multiple: true },
      symbol: { type: 'string' },
      json: { type: 'boolean', default: false },
      trades: { type: 'string', default: '20' },
      slippage: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help || !values.strategy || !values.config || !values.data?.length) {
    console.log(usage)
    process.exitCode = values.help ? 0 : 1
    return
  }
  const kind = values.strategy
  if (!isStrategyKind(kind)) throw new Error(`Unknown strategy ${kind}`)
  const config = JSON.parse(readFileSync(fromUser(values.config), 'utf8')) as unknown
  if (kind === 'spot_rebalance')
    return basketCli(kind, config, values.data, values.json, values.slippage)
  const data = values.data[0]!
  const candles = loadCandles(data.includes('/') ? fromUser(data) : data)
  const symbol =
    values.symbol ??
    /([A-Z]+)-?(USDT|BTC)/.exec(path.basename(data))?.slice(1).join('') ??
    'WLDUSDT'
  const spec = symbolSpec(symbol, strategyOf(kind).market)
  const started = performance.now()
  const result = await backtest({
    kind,
    config,
    candles,
    spec,
    events: demoEvents(kind, candles, symbol, config),
    ...(values.slippage ? { exchange: { slippage: Number(values.slippage) } } : {}),
  })
  const ms = performance.now() - started
  if (values.json)
    console.log(
      JSON.stringify(
        { ...summarise(result), elapsedMs: Math.round(ms), trades: result.trades },
        null,
        2,
      ),
    )
  else
    console.log(
      `${textReport(result, values.trades === 'all' ? Infinity : Number(values.trades))}\n\n  replayed in ${ms.toFixed(0)} ms`,
    )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
})
