import { fromPromise } from 'xstate'
import type { Decorator } from '@storybook/react-vite'
import type {
  endpoints,
  MarketFavoritesResponse,
  MarketOverviewResponse,
  MarketRow,
  RequestOf,
} from '@atb/contract'
import { ApiRequestError } from '../../../../api/errors'
import { fakeLiveSource, type FakeLiveSource } from '../../../../services/fakeLiveSource'
import type { LiveSource } from '../../../../services/live'
import { LiveContext } from '../../../../services/useTicker'
import { sampleOverview, sampleRows } from './marketSample'

type OverviewInput = RequestOf<typeof endpoints.marketOverview>
type FavoriteInput = RequestOf<typeof endpoints.marketFavorite>

/** Every overview the fake server was asked for, newest last. */
export const overviewRequests: OverviewInput[] = []
/** Every star change sent, newest last. */
export const favoriteCalls: FavoriteInput[] = []

/** A fake loadMarketOverview over `rows` (read on every call); `fail` refuses a call when true. */
export function fakeOverview(
  rows: () => readonly MarketRow[] = () => sampleRows,
  fail: () => boolean = () => false,
) {
  return fromPromise<MarketOverviewResponse, OverviewInput>(async ({ input }) => {
    overviewRequests.push(input)
    if (fail()) throw new TypeError('Failed to fetch')
    return sampleOverview(input.market ?? 'crypto', rows())
  })
}

/** A fake setFavorite that saves, or refuses the way the server does when `refuse` is set. */
export function fakeSetFavorite(refuse = false) {
  return fromPromise<MarketFavoritesResponse, FavoriteInput>(async ({ input }) => {
    favoriteCalls.push(input)
    if (refuse)
      throw new ApiRequestError(
        500,
        { status: 'error', description: 'Internal error', code: 'internal' },
        '/market/favorite',
      )
    return { symbols: input.favorite ? [input.symbol] : [] }
  })
}

export type MarketFeed = FakeLiveSource
export const marketFeed = (): MarketFeed => fakeLiveSource()

/** Meta decorator: a quiet socket, or the story's own feed whose tickers the play sends. */
export function withMarketLive(feed: LiveSource = marketFeed()): Decorator {
  return (Story) => (
    <LiveContext.Provider value={feed}>
      <Story />
    </LiveContext.Provider>
  )
}
