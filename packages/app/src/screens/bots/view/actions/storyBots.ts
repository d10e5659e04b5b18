import type { BotSellResponse, BotView } from '@atb/contract'
import { storySummary, storyView } from '../../stories/sample'

/** The bots the actions' stories show: a grid (edit, no partial sell), a martingale (sells), futures. */
export const gridBot = storyView()

export const martingaleBot: BotView = storyView({
  kind: 'spot_martingale',
  symbols: ['ETHUSDT'],
  config: { coin_symbol: 'ETHUSDT', coin_base_asset: 'ETH', coin_quote_asset: 'USDT' },
  min_quantity: '0.001',
  sellable: '0.25',
  performance: { ...storyView().performance, last_prices: { ETHUSDT: 3000 } },
})

export const futuresBot: BotView = storyView({ kind: 'futures_grid', exchange_name: 'binance' })

export const storySold: BotSellResponse = {
  bot: storySummary({ kind: 'spot_martingale', symbols: ['ETHUSDT'] }),
  sold: { qty: '0.05', price: '3001.2', quote: '150.06' },
}
