import {
  BACKTEST_MAX_DAYS,
  type BacktestResponse,
  type CandleInterval,
  type StrategyKind,
} from '@atb/contract'
import { runnableKinds, strategyOf } from '@atb/engine'
import type { InferType } from 'yup'
import type { backtestSchema } from '@atb/contract'
import type { Deps } from '../../lib/deps'
import { ApiFailure } from '../../lib/errors'
import { lookupSymbol, parseOrFail } from './create'
import type { TradingDeps } from './runtime'

const DAY_MS = 86_400_000
/** Enough resolution for grid fills, few enough candles that a 30-day run stays well under a second. */
const MAX_CANDLES = 10_000

const intervalFor = (ms: number): CandleInterval => (ms / 60_000 <= MAX_CANDLES ? '1m' : '5m')

/** `/robot/backtest`: checks the period and the config here, replays in a worker thread. */
export async function runBacktest(
  deps: Deps,
  t: TradingDeps,
  input: InferType<typeof backtestSchema>,
): Promise<BacktestResponse> {
  const kind = input.kind as StrategyKind
  if (!runnableKinds().includes(kind)) throw new ApiFailure('kind_unavailable')
  const to = input.to ?? deps.clock.now().getTime()
  const from = input.from ?? to - BACKTEST_MAX_DAYS * DAY_MS
  if (to - from > BACKTEST_MAX_DAYS * DAY_MS) throw new ApiFailure('backtest_period_too_long')
  if (to <= from) throw new ApiFailure('backtest_no_data')
  const found = lookupSymbol(t, 'paper', kind, input.symbol)
  const candles = await t.feed.candles(found.symbol, intervalFor(to - from), {
    from,
    to,
    limit: MAX_CANDLES,
  })
  const first = candles[0]
  if (!first || candles.length < 2) throw new ApiFailure('backtest_no_data')
  const raw =
    kind === 'spot_rebalance'
      ? { ...input.config, exchange_name: 'paper' }
      : {
          ...input.config,
          exchange_name: 'paper',
          coin_symbol: found.symbol,
          coin_base_asset: found.spec.base,
          coin_quote_asset: found.spec.quote,
        }
  const config = await parseOrFail(kind, raw, first.open)
  const spec = { ...found.spec, kind: strategyOf(kind).market }
  const output = await t.backtests.run({ kind, config, spec, candles })
  return { ...output, source: t.feed.source }
}
