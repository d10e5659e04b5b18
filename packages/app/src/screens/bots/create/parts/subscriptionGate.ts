import type { ExchangeName } from '@atb/contract'
import { freshFor, useSetupQuery } from './setupData'

/**
 * Decision 066: bots on connected exchanges need an active subscription, Paper never does.
 * `locked` is true only once the server said there is none: while loading, or when the answer
 * failed, the wizard does not claim a lock it cannot see (the server still refuses).
 */
export function useLiveLocked(): boolean {
  const [query] = useSetupQuery('subscription', freshFor.subscription, (data) =>
    data.subscription(),
  )
  return query.status === 'done' && !query.data.active
}

/** Whether this venue is closed to a user without a subscription. */
export const needsSubscription = (exchange: ExchangeName) => exchange !== 'paper'
