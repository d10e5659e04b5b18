import { dcaBotSchema, spotBotSchema } from '@atb/contract'
import {
  strategyOf,
  symbolSpec,
  type BotEvent,
  type BotState,
  type DcaState,
  type Fill,
  type MartingaleState,
} from '@atb/engine'

/**
 * Engine states of a martingale and a DCA bot for the cycle and warning tests: the real
 * strategies, stepped by ticks and by fills the test prices itself.
 */

const spec = symbolSpec('BTCUSDT')
const coin = {
  exchange_name: 'paper',
  coin_symbol: 'BTCUSDT',
  coin_base_asset: 'BTC',
  coin_quote_asset: 'USDT',
}

/** The bot: 100 USDT, then three steps each twice the last, 2 % apart; 1 % take profit. */
export const martingaleConfig = spotBotSchema.validateSync({
  ...coin,
  coin_initial_opening: 100,
  take_profit_ratio: 1,
  drop_pullback: 0.5,
  enable_option_tsl: false,
  tp_retrectment: 0.5,
  coverage: Array.from({ length: 3 }, () => ({
    price_unit: 'DYNAMIC',
    price_drop: 2,
    multiply_unit: 'DYNAMIC',
    multiply: 2,
  })),
  enable_option_entry_price: false,
})

export const dcaConfig = dcaBotSchema.validateSync({
  ...coin,
  amount: 100,
  interval_minutes: 60,
  order_count: 5,
  enable_option_take_profit: true,
  option_take_profit: 3,
})

/** A strategy's state, stepped by the events the test sends. */
export class Stepper<S extends BotState> {
  private seq = 0
  constructor(
    public state: S,
    private readonly kind: 'spot_martingale' | 'dca',
  ) {}

  private send(event: BotEvent) {
    this.state = strategyOf(this.kind).step(this.state, event).state as S
  }

  tick(price: number, time = 0) {
    this.send({ type: 'tick', symbol: spec.symbol, price, time })
  }

  /** Fills the bot's pending order: `qty` base bought at `price`. */
  buy(clientId: string, price: number, qty: string, quote: string) {
    const fill: Fill = {
      seq: ++this.seq,
      clientId,
      symbol: spec.symbol,
      side: 'buy',
      price,
      qty,
      quote,
      fee: '0',
      feeAsset: 'USDT',
      maker: false,
      time: 0,
    }
    this.send({ type: 'fill', fill })
  }
}

const context = (price: number) => ({
  botId: 'bot',
  symbols: [spec],
  time: 0,
  prices: { [spec.symbol]: price },
})

export const martingaleAt = (price: number) =>
  new Stepper(
    strategyOf('spot_martingale').init(martingaleConfig, context(price)).state as MartingaleState,
    'spot_martingale',
  )

export const dcaAt = (price: number) =>
  new Stepper(strategyOf('dca').init(dcaConfig, context(price)).state as DcaState, 'dca')

/** The order the bot is waiting to fill: a martingale's one, a DCA's latest. */
export const pendingOf = (s: MartingaleState | DcaState): string =>
  (Array.isArray(s.pending) ? s.pending.at(-1) : s.pending) ?? ''
