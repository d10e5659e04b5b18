import { fromPromise } from 'xstate'
import { endpoints as E, type MarketCandlesResponse } from '@atb/contract'
import { candleRequest, type ChartSpan } from '../../screens/bots/view/parts/chartInput'
import { api } from '../api'
import { call } from '../calls'
import { loadMarketClock } from '../marketClock'

/** The bot page (/bot/view/{robot}) and its actions, issue 12. */
export const viewFlows = {
  loadBot: call(E.botView),
  loadBotEvents: call(E.botEvents),
  loadBotOrders: call(E.botOrders),
  /**
   * The bot's pair for the page's chart, in an interval the pair has: its symbol info says which
   * (a forex pair recorded by the quarter hour, gold by the hour), so the chart never asks for
   * candles that do not exist.
   */
  loadCandles: fromPromise<MarketCandlesResponse, ChartSpan>(async ({ input, signal }) => {
    const { symbols } = await api.call(
      E.marketSymbols,
      { market: input.market },
      { signal, inline: true },
    )
    const available = symbols.find((s) => s.symbol === input.symbol)?.intervals
    return api.call(E.marketCandles, candleRequest(input, available), { signal, inline: true })
  }),
  /** The market's clock: the chart's window ends at the market's present (decision 087). */
  loadMarketClock: () => loadMarketClock(),
  /** A quant bot's chart: its interval's candles and its rule's lines, shapes and decisions. */
  loadBotPlot: call(E.botPlot),
  pauseBot: call(E.botPause),
  resumeBot: call(E.botResume),
  stopBot: call(E.botStop),
  sellBot: call(E.botSell),
  /** The owner's switch for the public ranking (issue 16). */
  setBotPublic: call(E.botPublic),
}
