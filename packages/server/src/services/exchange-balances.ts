import type { ExchangeBalancesResponse, KeyedExchange } from '@atb/contract'
import { D, ExchangeError } from '@atb/engine'
import type { Deps } from '../lib/deps'
import { ApiFailure } from '../lib/errors'

/**
 * Free balances at a connected exchange, read with the user's saved key: what the wizard checks a
 * new bot's capital against (Paper has its own wallet). A key the exchange refuses says so, never
 * an empty list: a silent key error is what traders complain of most.
 */
export async function exchangeBalancesOf(
  deps: Deps,
  userId: string,
  exchange: KeyedExchange,
): Promise<ExchangeBalancesResponse> {
  const status = await deps.exchanges.status(userId, exchange)
  if (status === 'disabled') throw new ApiFailure('exchange_disabled')
  if (status !== 'connected') throw new ApiFailure('exchange_not_connected')
  const read = deps.trading?.balances
  if (!read) throw new ApiFailure('exchange_unreachable')
  let held: Record<string, string>
  try {
    held = await read(userId, exchange)
  } catch (error) {
    if (
      error instanceof ExchangeError &&
      (error.code === 'AUTH' || error.code === 'KEY_PERMISSION')
    )
      throw new ApiFailure('exchange_key_invalid')
    deps.log.warn({ err: error, exchange }, 'exchange balances read failed')
    throw new ApiFailure('exchange_unreachable')
  }
  const balances = Object.entries(held)
    .filter(([, free]) => new D(free).gt(0))
    .map(([asset, free]) => ({ asset, free }))
    .sort((a, b) => a.asset.localeCompare(b.asset))
  return { exchange_name: exchange, balances, time: deps.clock.now().getTime() }
}
