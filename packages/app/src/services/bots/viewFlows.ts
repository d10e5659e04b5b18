import { endpoints as E } from '@atb/contract'
import { call } from '../calls'
import { loadMarketClock } from '../marketClock'

/** The bot page (/bot/view/{robot}) and its actions, issue 12. */
export const viewFlows = {
  loadBot: call(E.botView),
  loadBotEvents: call(E.botEvents),
  loadBotOrders: call(E.botOrders),
  /** The bot's pair for the page's chart. */
  loadCandles: call(E.marketCandles),
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
