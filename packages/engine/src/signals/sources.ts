import type { MaCrossSpec } from './ma-cross'

/**
 * The signal sources the engine computes itself, by `signal_id`. Until rated signal providers
 * exist, the built-in source is a 20/80 moving-average crossing on 15-minute bars.
 */
export const builtInSignals: Readonly<Record<string, MaCrossSpec>> = {
  ma_cross_20_80: { fast: 20, slow: 80, intervalMs: 15 * 60_000 },
}

export const DEFAULT_SIGNAL_ID = 'ma_cross_20_80'

export const signalSpecOf = (id: string | undefined): MaCrossSpec =>
  builtInSignals[id ?? DEFAULT_SIGNAL_ID] ?? builtInSignals[DEFAULT_SIGNAL_ID]!
