import { pairNameOf, pairPathOf, type MarketSymbolInfo } from '@atb/contract'

/** The quote currencies the venues list, longest first so "USDT" wins over "USD". */
const QUOTES = ['USDT', 'USD'] as const

export interface Pair {
  base: string
  quote: string
}

/**
 * A ticker's base and quote. The symbol list (/market/symbols) knows them; until it has loaded,
 * or for a symbol it does not list, the known quote suffixes split it. Null: neither can tell.
 */
export function pairOf(
  symbol: string,
  known: ReadonlyMap<string, Pick<MarketSymbolInfo, 'base' | 'quote'>> = new Map(),
): Pair | null {
  const info = known.get(symbol)
  if (info) return { base: info.base, quote: info.quote }
  const quote = QUOTES.find((q) => symbol.length > q.length && symbol.endsWith(q))
  return quote ? { base: symbol.slice(0, -quote.length), quote } : null
}

/** "BTC/USDT", or the symbol itself when its pair is unknown. */
export const pairLabel = (symbol: string, pair: Pair | null) =>
  pair ? pairNameOf(pair.base, pair.quote) : symbol

/** The pair page's address (without the language prefix); the bare symbol is accepted there too. */
export const pairPath = (symbol: string, pair: Pair | null) =>
  `/market/${pair ? pairPathOf(pair.base, pair.quote) : symbol}`
