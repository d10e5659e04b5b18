import { fromPromise } from 'xstate'
import {
  botConfigSchemas,
  configChanges,
  type BotUpdateResponse,
  type BotView,
  type ConfigurableKind,
  type ErrorCode,
  type FieldError,
} from '@atb/contract'
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

type SaveInput = { id: string; config: Record<string, unknown> }

/** GET /robot/view answering with this bot. */
export const loads = (bot: BotView) => fromPromise<BotView, { id: string }>(async () => bot)
export const loadRejects = (code: ErrorCode) => rejects<BotView, { id: string }>(code)
export const loadPends = () => pends<BotView, { id: string }>()
export const saveRejects = (code: ErrorCode, errors?: FieldError[]) =>
  rejects<BotUpdateResponse, SaveInput>(code, errors)
export const savePends = () => pends<BotUpdateResponse, SaveInput>()
