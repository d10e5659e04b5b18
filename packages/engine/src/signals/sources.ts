import {
  INTERVAL_MS,
  isProviderSignalId,
  signalSourceOf,
  signalSources,
  type StrategyKind,
} from '@atb/contract'
import { quantSignalOf } from '../quant'
import { CallSignal } from './calls'
import { BarSignal, type BarSource, type MaCrossSpec, type SignalOut } from './ma-cross'

/** The signal a bot follows, by `signal_id`: the contract's catalogue of built-in sources. */
export function signalSpecOf(id: string | undefined): MaCrossSpec {
  const source = (id ? signalSourceOf(id) : undefined) ?? signalSources[0]
  return { fast: source.fast, slow: source.slow, intervalMs: INTERVAL_MS[source.interval] }
}

/**
 * Where a bot's signals come from, if anywhere: a signal-follow bot shares the source of its
 * `signal_id` with every bot following it on the symbol (`key`): a built-in one computed from
 * bars, or a provider's calls (`calls`: those stored, for a backtest); a quant bot has its own
 * rule (`key` null: its config is its own). Live (the host) and in backtests (`demoEvents`).
 */
export function signalSourceFor(
  kind: StrategyKind,
  config: unknown,
  calls: readonly SignalOut[] = [],
): { key: string | null; create: () => BarSource } | null {
  if (kind.endsWith('_signal')) {
    const id = (config as { signal_id?: unknown } | null)?.signal_id
    const signalId = typeof id === 'string' ? id : signalSources[0].id
    if (isProviderSignalId(signalId)) return { key: signalId, create: () => new CallSignal(calls) }
    return { key: signalId, create: () => new BarSignal(signalSpecOf(signalId)) }
  }
  const quant = quantSignalOf(kind, config)
  return quant ? { key: null, create: () => quant } : null
}
