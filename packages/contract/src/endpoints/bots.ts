import * as yup from 'yup'
import {
  backtestSchema,
  botCreateSchema,
  botEventsSchema,
  botIdSchema,
  botListSchema,
  botOrdersSchema,
  botStopSchema,
  botUpdatePreviewSchema,
  botUpdateSchema,
  plotPreviewSchema,
  profitHistorySchema,
} from '../trading/bot-requests'
import { botSellSchema } from '../trading/bot-sell'
import type { ProfitHistoryResponse, ProfitSummaryResponse } from '../trading/profit'
import type {
  BacktestResponse,
  BotEventsResponse,
  BotListResponse,
  BotOrdersResponse,
  BotPlotResponse,
  BotSellResponse,
  BotEditPlan,
  BotSummary,
  BotUpdateResponse,
  BotView,
  PaperBalancesResponse,
} from '../trading/bots'
import { endpoint } from './endpoint'

const create = [
  'insufficient_balance',
  'below_minimum_asset',
  'wallet_below_create_minimum',
  'exchange_not_connected',
  'exchange_disabled',
  'subscription_required',
  'unknown_symbol',
  'kind_unavailable',
  'kind_paper_only',
  'bot_limit_reached',
  'trading_unavailable',
] as const

/** Bots (issue 10): the Paper wallet, create, list, view, lifecycle, order history and backtests. */
export const paperBalances = /* @__PURE__ */ endpoint<PaperBalancesResponse>()({
  method: 'GET',
  path: '/paper/balances',
  auth: true,
  request: yup.object({}),
  errors: [],
  summary: 'The Paper venue’s demo balances',
  tag: 'bots',
})

export const paperReset = /* @__PURE__ */ endpoint<PaperBalancesResponse>()({
  method: 'POST',
  path: '/paper/reset',
  auth: true,
  request: yup.object({}),
  errors: ['paper_bots_active'],
  summary: 'Restore the demo balances (refused while Paper bots hold funds)',
  tag: 'bots',
})

export const botCreate = /* @__PURE__ */ endpoint<BotSummary>()({
  method: 'POST',
  path: '/robot/create',
  auth: true,
  request: botCreateSchema,
  errors: create,
  fields: {
    insufficient_balance: 'config',
    below_minimum_asset: 'config',
    unknown_symbol: 'symbol',
    exchange_not_connected: 'exchange_name',
    exchange_disabled: 'exchange_name',
    subscription_required: 'exchange_name',
    kind_unavailable: 'kind',
  },
  summary: 'Create a bot and start it',
  tag: 'bots',
})

export const botList = /* @__PURE__ */ endpoint<BotListResponse>()({
  method: 'GET',
  path: '/robot/list',
  auth: true,
  request: botListSchema,
  errors: [],
  summary: 'The user’s bots, filtered, sorted and paged (history: status=history)',
  tag: 'bots',
})

export const botView = /* @__PURE__ */ endpoint<BotView>()({
  method: 'GET',
  path: '/robot/view',
  auth: true,
  request: botIdSchema,
  errors: ['record_not_found'],
  summary: 'One bot: config, status, performance, equity curve, orders and round trips',
  tag: 'bots',
})

export const botPlot = /* @__PURE__ */ endpoint<BotPlotResponse>()({
  method: 'GET',
  path: '/robot/plot',
  auth: true,
  request: botIdSchema,
  errors: ['record_not_found', 'kind_not_plotted', 'trading_unavailable'],
  summary: 'A quant bot’s chart: its interval’s candles and its rule’s lines, shapes and decisions',
  tag: 'bots',
})

export const botPlotPreview = /* @__PURE__ */ endpoint<BotPlotResponse>()({
  method: 'POST',
  path: '/robot/plot/preview',
  auth: true,
  request: plotPreviewSchema,
  errors: ['kind_not_plotted', 'unknown_symbol', 'rate_limited', 'trading_unavailable'],
  fields: { unknown_symbol: 'symbol' },
  summary:
    'What a quant rule would draw and decide on the pair’s recent bars, for a config not yet saved',
  tag: 'bots',
})

const update = [
  'record_not_found',
  'kind_not_updatable',
  'bot_stopped',
  'insufficient_balance',
  'trading_unavailable',
] as const

export const botUpdatePreview = /* @__PURE__ */ endpoint<BotEditPlan>()({
  method: 'POST',
  path: '/robot/update/preview',
  auth: true,
  request: botUpdatePreviewSchema,
  errors: update,
  summary:
    'What saving an edit would do now, done nowhere: the orders it cancels and places, any market order, and their fingerprint',
  tag: 'bots',
})

export const botUpdate = /* @__PURE__ */ endpoint<BotUpdateResponse>()({
  method: 'POST',
  path: '/robot/update',
  auth: true,
  request: botUpdateSchema,
  errors: [...update, 'edit_plan_changed'],
  summary:
    'Change a running bot’s settings (versioned; statistics continue); refused when the reviewed plan changed',
  tag: 'bots',
})

export const botPause = /* @__PURE__ */ endpoint<BotSummary>()({
  method: 'POST',
  path: '/robot/pause',
  auth: true,
  request: botIdSchema,
  errors: ['record_not_found', 'bot_not_running', 'bot_stopped', 'trading_unavailable'],
  summary: 'Pause a running bot (its orders stay)',
  tag: 'bots',
})

export const botResume = /* @__PURE__ */ endpoint<BotSummary>()({
  method: 'POST',
  path: '/robot/resume',
  auth: true,
  request: botIdSchema,
  errors: [
    'record_not_found',
    'bot_not_paused',
    'bot_stopped',
    'wallet_below_running_minimum',
    'subscription_required',
    'trading_unavailable',
  ],
  summary:
    'Resume a paused bot (a live one needs an active subscription and 10 USDT or more in the wallet)',
  tag: 'bots',
})

export const botStop = /* @__PURE__ */ endpoint<BotSummary>()({
  method: 'POST',
  path: '/robot/stop',
  auth: true,
  request: botStopSchema,
  errors: ['record_not_found', 'bot_stopped', 'trading_unavailable'],
  summary: 'Stop a bot, keeping its coins or selling them at market; it moves to history',
  tag: 'bots',
})

export const botOrders = /* @__PURE__ */ endpoint<BotOrdersResponse>()({
  method: 'GET',
  path: '/robot/orders',
  auth: true,
  request: botOrdersSchema,
  errors: ['record_not_found'],
  summary: 'Exchange order history of the user’s bots',
  tag: 'bots',
})

export const botBacktest = /* @__PURE__ */ endpoint<BacktestResponse>()({
  method: 'POST',
  path: '/robot/backtest',
  auth: true,
  request: backtestSchema,
  errors: [
    'backtest_period_too_long',
    'backtest_no_data',
    'unknown_symbol',
    'kind_unavailable',
    'rate_limited',
    'backtest_queue_full',
    'backtest_queue_limit',
    'trading_unavailable',
  ],
  fields: { backtest_period_too_long: 'from', unknown_symbol: 'symbol' },
  summary: 'Backtest a config on up to 30 days of history',
  tag: 'bots',
})

export const botSell = /* @__PURE__ */ endpoint<BotSellResponse>()({
  method: 'POST',
  path: '/robot/sell',
  auth: true,
  request: botSellSchema,
  errors: [
    'record_not_found',
    'bot_stopped',
    'bot_not_running',
    'kind_not_sellable',
    'nothing_to_sell',
    'below_minimum_quantity',
    'transaction_password_wrong',
    'trading_unavailable',
  ],
  fields: {
    below_minimum_quantity: 'quantity',
    transaction_password_wrong: 'transaction_password',
  },
  summary: 'Sell part (or all) of a spot bot’s holding at market; the bot continues on the rest',
  tag: 'bots',
})

export const botEvents = /* @__PURE__ */ endpoint<BotEventsResponse>()({
  method: 'GET',
  path: '/robot/events',
  auth: true,
  request: botEventsSchema,
  errors: ['record_not_found'],
  summary: 'A bot’s event log: status changes, edits with their changes, sells and the stop',
  tag: 'bots',
})

/** Profit (issue 12): realised profit events and their sums, reconciled with the bots. */
export const profitSummary = /* @__PURE__ */ endpoint<ProfitSummaryResponse>()({
  method: 'GET',
  path: '/profit/summary',
  auth: true,
  request: yup.object({}),
  errors: [],
  summary:
    'The change in total profit today, over 7 and 30 days and all time, per day, per bot and per pair, in the viewer’s calendar days',
  tag: 'bots',
})

export const profitHistory = /* @__PURE__ */ endpoint<ProfitHistoryResponse>()({
  method: 'GET',
  path: '/profit/history',
  auth: true,
  request: profitHistorySchema,
  errors: ['record_not_found'],
  summary: 'Realised profit events (every fill: realised against average cost, minus its fee)',
  tag: 'bots',
})
