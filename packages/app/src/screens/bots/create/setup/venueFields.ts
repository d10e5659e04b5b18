import { botConfigSchemas, type ConfigurableKind } from '@atb/contract'
import type { SetupEnv } from './types'

/**
 * Single-pair configs carry the venue and the pair (`exchange_name`, `coin_*`); the pickers are
 * the page's, so the page fills those fields from them.
 */
export function venueFields(kind: ConfigurableKind, env: SetupEnv): Record<string, unknown> {
  const fields = botConfigSchemas[kind].fields as Record<string, unknown>
  if (!('coin_symbol' in fields)) return {}
  const info = env.symbol
  return {
    exchange_name: env.exchange,
    ...(info
      ? { coin_symbol: info.symbol, coin_base_asset: info.base, coin_quote_asset: info.quote }
      : {}),
  }
}
