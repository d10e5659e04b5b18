import type { ConfigurableKind } from '@atb/contract'
import type { KindSetup } from './types'

type Family = { setups: Partial<{ [K in ConfigurableKind]: KindSetup<K> }> }

/** Each kind's form family, loaded with the setup step only (decision 039). */
const families: Record<ConfigurableKind, () => Promise<Family>> = {
  spot_grid: () => import('../forms/grid'),
  futures_grid: () => import('../forms/grid'),
  spot_martingale: () => import('../forms/martingale'),
  dca: () => import('../forms/martingale'),
  spot_rebalance: () => import('../forms/rebalance'),
  spot_signal: () => import('../forms/signal'),
  future_signal: () => import('../forms/signal'),
  forex_signal: () => import('../forms/signal'),
  spot_manual: () => import('../forms/manual'),
  future_manual: () => import('../forms/manual'),
  forex_manual: () => import('../forms/manual'),
  gold_manual: () => import('../forms/manual'),
  market_neutral: () => import('../forms/quant/market_neutral'),
  chat_pattern: () => import('../forms/quant/chat_pattern'),
  indicators: () => import('../forms/quant/indicators'),
  advanced: () => import('../forms/quant/advanced'),
  trend_following: () => import('../forms/quant/trend_following'),
  swing_trading: () => import('../forms/quant/swing_trading'),
  position_trading: () => import('../forms/quant/position_trading'),
  momentum_trading: () => import('../forms/quant/momentum_trading'),
  mean_reversion: () => import('../forms/quant/mean_reversion'),
}

/** The setup (form, defaults, capital, review in words) of one kind, from its family's module. */
export async function loadKindSetup<K extends ConfigurableKind>(kind: K): Promise<KindSetup<K>> {
  const family = await families[kind]()
  const setup = family.setups[kind]
  if (!setup) throw new Error(`no setup form for ${kind}`)
  return setup as KindSetup<K>
}
