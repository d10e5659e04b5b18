import { useLingui } from '@lingui/react/macro'
import { isPerpSymbol, spotSymbolOf } from '@atb/contract'
import { baseOf } from './labels'

/** What a fill traded, by its coin: "BTC", or "BTC perpetual" for a hedge's perpetual leg. */
export function coinName(symbol: string, quote: string, perpetual: (coin: string) => string) {
  const coin = baseOf(isPerpSymbol(symbol) ? spotSymbolOf(symbol) : symbol, quote)
  return isPerpSymbol(symbol) ? perpetual(coin) : coin
}

/** A table cell with its own translations, as the table keeps cells across renders. */
export function Coin({ symbol, quote }: { symbol: string; quote: string }) {
  const { t } = useLingui()
  return <>{coinName(symbol, quote, (coin) => t`${coin} perpetual`)}</>
}
