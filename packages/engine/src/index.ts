// The engine's public surface for the server: strategies, exchanges, runner, backtests.
export * from './core/types'
export { D, dec, str, type Dec } from './core/decimal'
export { Ledger, type LedgerSummary } from './accounting/ledger'
export {
  applyFills,
  bookTotals,
  changeSince,
  fillView,
  holdingsValue,
  roundTrips,
  totalOf,
  TripBook,
  valuation,
  type Books,
  type OnFill,
  type Valuation,
} from './accounting/figures'
export {
  ExchangeError,
  rejectionOf,
  transientCodes,
  uncertainCodes,
  type AccountSetup,
  type ExchangeAdapter,
  type ExchangeErrorCode,
  type MarginType,
  type Venue,
} from './exchange/types'
export { PaperExchange, type FillListener, type PaperOptions } from './exchange/paper'
export { normalise } from './exchange/paper-account'
export type { PaperAccountSnapshot } from './exchange/paper-snapshot'
export { perpSpecOf, perpTickOf, symbolSpec } from './exchange/specs'
export { CcxtAdapter } from './exchange/ccxt/ccxt-adapter'
export {
  checkKey,
  type Credentials,
  type KeyPermissions,
  type VenueId,
  type VenueOptions,
} from './exchange/ccxt/venues'
export {
  checkKeyWithExchange,
  KeyCheckError,
  type KeyCheck,
  type KeyCheckFailure,
} from './exchange/ccxt/key-check'
export {
  MarketDataError,
  type CandleQuery,
  type MarketDataErrorCode,
  type MarketFeed,
  type MarketSymbol,
  type Ticker,
  type TickListener,
} from './market/feed'
export { ManualClock, systemFeedClock, type FeedClock } from './market/clock'
export { ReplayFeed, type ReplayInput, type ReplayOptions } from './market/replay-feed'
export { replayCatalog, type ReplayEntry } from './market/replay-catalog'
export { MAX_CANDLES } from './market/replay-series'
export { candlesBefore, candlesBetween } from './market/history'
export {
  CcxtFeed,
  defaultLiveSymbols,
  redirectUrls,
  type CcxtFeedOptions,
} from './market/ccxt-feed'
export { CompositeFeed } from './market/composite-feed'
export { type FeedGap } from './market/gap-fill'
export { OandaFeed, oandaSymbols, type OandaFeedOptions } from './market/oanda-feed'
export {
  OANDA_HOSTS,
  OandaClient,
  oandaAccountSummary,
  type OandaAccountSummary,
  type OandaOptions,
} from './exchange/oanda/client'
export { OandaAdapter } from './exchange/oanda/adapter'
export type { WorkerAdapter } from './exchange/worker-adapter'
export { loadCandles, parseCandlesCsv, parseCandlesJson } from './market/candles'
export { syntheticCandles, seededRandom } from './market/synthetic'
export { candleTicks } from './market/replay'
export {
  Runner,
  type EditPlan,
  type NewBot,
  type RestartContext,
  type RunnerHooks,
  type TickVenue,
} from './runner/runner'
export { MemoryStore, type BotRecord, type BotStatus, type BotStore } from './runner/store'
export { BotConfigError, parseConfig, runnableKinds, strategyOf } from './strategies/registry'
export { rebalanceSymbols } from './strategies/rebalance-plan'
export type { BotEvent, BotState, Holdings, Intent, Strategy, Watch } from './strategies/types'
export type { MartingaleState } from './strategies/martingale'
export type { DcaState } from './strategies/dca'
export { backtest, type BacktestInput, type BacktestResult } from './backtest/backtest'
export { demoEvents, warmupOf } from './backtest/events'
export {
  BarSignal,
  MaCross,
  type BarSource,
  type MaCrossSpec,
  type SignalOut,
} from './signals/ma-cross'
export { signalSourceFor, signalSpecOf } from './signals/sources'
export { CallSignal } from './signals/calls'
export {
  aggregate,
  BarBuilder,
  isRuleKind,
  PLOT_BARS,
  quantSignalOf,
  runnableQuantKinds,
  RuleSignal,
  type MarkSpan,
  type PlotLine,
  type PlotShape,
  type QuantPlot,
  type QuantRule,
} from './quant'
export {
  alignFeeds,
  backtestBasket,
  type BasketInput,
  type BasketResult,
  type Feed,
} from './backtest/basket'
