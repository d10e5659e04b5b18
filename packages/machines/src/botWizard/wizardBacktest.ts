import type { AnyObjectSchema } from 'yup'
import {
  botConfigSchemas,
  isBasketKind,
  type BacktestResponse,
  type ConfigurableKind,
} from '@atb/contract'

/** The backtest last run in the wizard, with the config it ran (decision 085). */
export interface WizardBacktest {
  kind: ConfigurableKind
  /** The pair it replayed; null for a basket, whose coins are in the config. */
  symbol: string | null
  /** The setup values it ran, the agreements left out. */
  config: Record<string, unknown>
  /** The period's length the user chose (7 or 30). */
  days: number
  result: BacktestResponse
}

/**
 * The review's backtest: the last one run, when it ran the exact config under review;
 * `changed` when one ran for this kind but the settings or the pair differ since; `none` when
 * none ran for it.
 */
export type ReviewBacktest =
  | { status: 'current'; backtest: WizardBacktest }
  | { status: 'changed'; days: number }
  | { status: 'none' }

/** Values in one written form: keys sorted, at every depth. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  )
}

/**
 * A config as the engine reads it: cast by the kind's schema (the form's values and the checked
 * ones differ only in form), without the agreements and without the venue, since a backtest
 * always replays on Paper.
 */
function configKey(kind: ConfigurableKind, values: Record<string, unknown>): string {
  const schema = botConfigSchemas[kind] as AnyObjectSchema
  let cast: unknown = values
  try {
    cast = schema.cast(values, { stripUnknown: true, assert: false })
  } catch {
    // Values the schema cannot cast are compared as they are.
  }
  const entries = Object.entries(cast as Record<string, unknown>).filter(
    ([key]) => !key.startsWith('agree_') && key !== 'exchange_name',
  )
  return canonical(Object.fromEntries(entries))
}

/** The pair a kind's backtest replays: none for a basket. */
export const backtestSymbolOf = (kind: ConfigurableKind, symbol: string | null) =>
  isBasketKind(kind) ? null : symbol

/** Whether the last backtest ran the config under review. */
export function reviewBacktestOf(
  last: WizardBacktest | null,
  kind: ConfigurableKind,
  symbol: string | null,
  values: Record<string, unknown> | undefined,
): ReviewBacktest {
  if (!last || last.kind !== kind) return { status: 'none' }
  const same =
    last.symbol === backtestSymbolOf(kind, symbol) &&
    configKey(kind, last.config) === configKey(kind, values ?? {})
  return same ? { status: 'current', backtest: last } : { status: 'changed', days: last.days }
}
