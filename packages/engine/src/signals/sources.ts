import { INTERVAL_MS, signalSourceOf, signalSources } from '@atb/contract'
import type { MaCrossSpec } from './ma-cross'

/** The signal a bot follows, by `signal_id`: the contract's catalogue of built-in sources. */
export function signalSpecOf(id: string | undefined): MaCrossSpec {
  const source = (id ? signalSourceOf(id) : undefined) ?? signalSources[0]
  return { fast: source.fast, slow: source.slow, intervalMs: INTERVAL_MS[source.interval] }
}
