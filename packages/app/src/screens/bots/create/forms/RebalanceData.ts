import { fromPromise } from 'xstate'
import { endpoints } from '@atb/contract'
import { api } from '../../../../services/api'
import { useResource, type Resource } from '../../../account/useResource'
import { basketCoins } from './rebalanceMath'

// Input false: the coins were given, nothing to load.
const loadCoins = fromPromise<string[], boolean>(async ({ input, signal }) => {
  if (!input) return []
  const { symbols } = await api.call(endpoints.marketSymbols, { market: 'crypto' }, { signal })
  return basketCoins(symbols)
})

const loadPrices = fromPromise<Record<string, number>, string>(async ({ input, signal }) => {
  if (!input) return {}
  const { tickers } = await api.call(
    endpoints.marketTickers,
    { market: 'crypto', symbols: input },
    { signal },
  )
  return Object.fromEntries(
    tickers.filter((t) => t.symbol.endsWith('USDT')).map((t) => [t.symbol.slice(0, -4), t.last]),
  )
})

const given = <T>(data: T): [Resource<T>, () => void] => [{ status: 'done', data }, () => {}]

/** The coins a basket can hold: given (a story), or the crypto symbols quoted in USDT. */
export function useBasketCoins(coins: readonly string[] | undefined) {
  const loaded = useResource(loadCoins, !coins)
  return coins ? given([...coins]) : loaded
}

/** Last prices by coin for `symbols` (`BTCUSDT,ETHUSDT`): given (a story), or the market's tickers. */
export function useBasketPrices(
  symbols: string,
  prices: Readonly<Record<string, number>> | undefined,
) {
  const [loaded] = useResource(loadPrices, prices ? '' : symbols)
  if (prices) return prices
  return loaded.status === 'done' ? loaded.data : {}
}
