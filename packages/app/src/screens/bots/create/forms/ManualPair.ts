import { useFormatter } from '@atb/ui'
import type { SetupEnv } from '../setup/types'
import { decimalsOf } from './manualMath'

/** The quote currency of the chosen pair; forex and gold are quoted in USD until a pair is chosen. */
export const quoteOf = (env: SetupEnv) =>
  env.symbol?.quote ?? (env.market === 'crypto' ? 'USDT' : 'USD')

/** Prices in the pair's own decimals (a forex pair's 5, gold's 2); crypto as the formatter sees fit. */
export function usePairPrice(env: SetupEnv) {
  const f = useFormatter()
  return (price: number) =>
    env.market === 'crypto' && !env.symbol
      ? f.price(price)
      : f.number(price, decimalsOf(env.symbol?.tick_size))
}
