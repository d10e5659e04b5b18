import { setupOnlyFields, type BotCreateRequest, type ConfigurableKind } from '@atb/contract'
import type { BotWizardContext } from './botWizard.machine'

/**
 * The create request: the config is the setup values without the setup form's own fields (the
 * agreements, which the request carries, and a grid's total, which the config derives from).
 */
export function createRequestOf(c: BotWizardContext): BotCreateRequest {
  const kind = c.kind as ConfigurableKind
  const values = c.values[kind] ?? {}
  const { agree_risk, agree_share_profit } = values
  const config = Object.fromEntries(
    Object.entries(values).filter(
      ([field]) => !(setupOnlyFields as readonly string[]).includes(field),
    ),
  )
  return {
    kind,
    exchange_name: c.exchange,
    ...(c.symbol ? { symbol: c.symbol } : {}),
    config,
    agree_risk: agree_risk === true,
    ...(agree_share_profit === undefined
      ? {}
      : { agree_share_profit: agree_share_profit === true }),
  } as BotCreateRequest
}
