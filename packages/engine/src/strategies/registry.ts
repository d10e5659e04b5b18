import { validate, type FieldError, type StrategyKind } from '@atb/contract'
import { futuresGrid, spotGrid } from './grid'
import { spotMartingale } from './martingale'
import { dca } from './dca'
import { spotRebalance } from './rebalance'
import { forexManual, futureManual, goldManual, spotManual } from './manual'
import { forexSignal, futureSignal, spotSignal } from './signal'
import { quantStrategies } from '../quant'
import type { BotState, Strategy } from './types'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each strategy has its own config type
type AnyStrategy = Strategy<any, BotState>

const registry = new Map<StrategyKind, AnyStrategy>()

export function register(...strategies: AnyStrategy[]) {
  for (const s of strategies) registry.set(s.kind, s)
}

register(
  spotGrid,
  futuresGrid,
  spotMartingale,
  dca,
  spotSignal,
  futureSignal,
  forexSignal,
  spotManual,
  futureManual,
  forexManual,
  goldManual,
  spotRebalance,
  ...quantStrategies(),
)

export function strategyOf(kind: StrategyKind): AnyStrategy {
  const s = registry.get(kind)
  if (!s) throw new Error(`The engine cannot run ${kind} yet`)
  return s
}

export const runnableKinds = () => [...registry.keys()]

export class BotConfigError extends Error {
  constructor(readonly errors: FieldError[]) {
    super(errors.map((e) => e.text).join('; '))
    this.name = 'BotConfigError'
  }
}

/** Validates a raw config with the same contract schema the wizard and server use. */
export async function parseConfig(
  kind: StrategyKind,
  raw: unknown,
  context?: Record<string, unknown>,
): Promise<unknown> {
  const result = await validate(strategyOf(kind).schema, raw, context)
  if (!result.ok) throw new BotConfigError(result.errors)
  return result.value
}
