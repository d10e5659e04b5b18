import { fromPromise } from 'xstate'
import {
  apiErrors,
  botConfigSchemas,
  configChanges,
  type BotEditPlan,
  type BotUpdateResponse,
  type BotView,
  type ConfigurableKind,
  type ErrorCode,
  type FieldError,
} from '@atb/contract'
import { ApiRequestError } from '../../../../api/errors'
import { pends, rejects } from '../../../account/stories/storyKit'
import { loadKindSetup } from '../../create/setup/kinds'
import { storyView } from '../../stories/sample'

/** A config as the server keeps it: parsed by the kind's schema, venue fields included. */
const parsed = (kind: ConfigurableKind, raw: Record<string, unknown>) =>
  botConfigSchemas[kind].validateSync(raw, { context: { lastPrice: 97_250.5 } }) as Record<
    string,
    unknown
  >

const btc = {
  exchange_name: 'paper',
  coin_symbol: 'BTCUSDT',
  coin_base_asset: 'BTC',
  coin_quote_asset: 'USDT',
}

/** A running spot grid around the story ticker's 97,250.50, spacing as the form derives it. */
export const gridBot: BotView = storyView({
  config: parsed('spot_grid', {
    ...btc,
    lower_price: 90000,
    upper_price: 104000,
    number_of_grid: 14,
    coin_per_grid: 50,
    space_of_grid: 1.04,
    grid_mode: 'arithmetic',
    enable_option_stop_loss: true,
    option_stop_loss: 85000,
  }),
})

export const martingaleBot: BotView = storyView({
  id: '5b1f8f0e-1a2b-4c3d-8e9f-000000000002',
  kind: 'spot_martingale',
  symbols: ['ETHUSDT'],
  config: parsed('spot_martingale', {
    exchange_name: 'paper',
    coin_symbol: 'ETHUSDT',
    coin_base_asset: 'ETH',
    coin_quote_asset: 'USDT',
    coin_initial_opening: 100,
    take_profit_ratio: 1.5,
    drop_pullback: 0.3,
    tp_retrectment: 0.3,
    enable_option_tsl: false,
    enable_option_entry_price: false,
    coverage: [{ price_drop: 2, price_unit: 'DYNAMIC', multiply: 2, multiply_unit: 'DYNAMIC' }],
  }),
})

/** A DCA bot: its kind is stopped and created anew rather than edited. */
export const dcaBot: BotView = storyView({ kind: 'dca', grid_profit: null })

export const stoppedBot: BotView = storyView({
  status: 'stopped',
  stopped_at: '2030-01-03T08:00:00.000Z',
  stop_mode: 'keep',
})

/** The kind's real setup module, as the page loads it. */
export const realKindSetup = fromPromise(async ({ input }: { input: { kind: ConfigurableKind } }) =>
  loadKindSetup(input.kind),
)

/** The server's answer: the next version and the changes it recorded. */
export const savesAs = (bot: BotView) =>
  fromPromise<BotUpdateResponse, SaveInput>(async ({ input }) => ({
    bot: { ...bot, config_version: bot.config_version + 1 },
    config_version: bot.config_version + 1,
    changes: configChanges(bot.config, input.config),
  }))

type SaveInput = { id: string; config: Record<string, unknown>; plan: string }
type PreviewInput = { id: string; config: Record<string, unknown> }

/** A grid's limit orders at these prices: 50 USDT each, buys below 97,250.50 and sells above. */
const levels = (prices: number[]) =>
  prices.map((price) => {
    const qty = (Math.floor((50 / price) * 1e5) / 1e5).toFixed(5)
    return {
      side: price < 97_250.5 ? ('buy' as const) : ('sell' as const),
      price: String(price),
      qty,
      quote: (Number(qty) * price).toFixed(2),
    }
  })
const range = (from: number, step: number, n: number) =>
  Array.from({ length: n }, (_, i) => Math.round((from + i * step) * 100) / 100)

/**
 * The dry run of raising the grid's upper price to 105,000: its 14 orders replaced on the new
 * levels, and a market buy of the 0.00047 BTC its new sells need beyond what it holds.
 */
export const planWithMarket: BotEditPlan = {
  price: '97250.5',
  base_asset: 'BTC',
  quote_asset: 'USDT',
  cancels: levels([...range(90_000, 1000, 7), ...range(98_000, 1000, 7)]),
  // 90,000 to 105,000 in 14 grids; 97,500 is nearest the price and stays empty.
  places: levels(range(90_000, 15_000 / 14, 15).filter((price) => price !== 97_500)),
  market: [{ side: 'buy', price: null, qty: '0.00047', quote: '45.71' }],
  fingerprint: '5f0c2a9e71d4b3aa',
}

/** The same edit when the bot already holds what its new sells need: no market order. */
export const planWithoutMarket: BotEditPlan = {
  ...planWithMarket,
  market: [],
  fingerprint: '0d9e4c1b22f7a610',
}

/** POST /robot/update/preview answering with these plans in turn (the last one from then on). */
export const previews = (...plans: BotEditPlan[]) => {
  let calls = 0
  return fromPromise<BotEditPlan, PreviewInput>(
    async () => plans[Math.min(calls++, plans.length - 1)]!,
  )
}
export const previewPends = () => pends<BotEditPlan, PreviewInput>()
export const previewRejects = (code: ErrorCode) => rejects<BotEditPlan, PreviewInput>(code)

/** A save refused once because the plan changed (the price moved), then saved. */
export const savesAfterPlanChanged = (bot: BotView) => {
  let calls = 0
  return fromPromise<BotUpdateResponse, SaveInput>(async ({ input }) => {
    if (calls++ === 0) {
      const { status, description } = apiErrors.edit_plan_changed
      const body = { status: 'error' as const, description, code: 'edit_plan_changed' as const }
      throw new ApiRequestError(status, body, '/story')
    }
    return {
      bot: { ...bot, config_version: bot.config_version + 1 },
      config_version: bot.config_version + 1,
      changes: configChanges(bot.config, input.config),
    }
  })
}

/** GET /robot/view answering with this bot. */
export const loads = (bot: BotView) => fromPromise<BotView, { id: string }>(async () => bot)
export const loadRejects = (code: ErrorCode) => rejects<BotView, { id: string }>(code)
export const loadPends = () => pends<BotView, { id: string }>()
export const saveRejects = (code: ErrorCode, errors?: FieldError[]) =>
  rejects<BotUpdateResponse, SaveInput>(code, errors)
export const savePends = () => pends<BotUpdateResponse, SaveInput>()
