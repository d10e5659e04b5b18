import type { BotOrderView, BotOrdersResponse, OrderRejection } from '@atb/contract'

const T0 = Date.UTC(2030, 0, 1, 8, 0)
const bots = ['5b1f8f0e-1a2b-4c3d-8e9f-000000000001', '5b1f8f0e-1a2b-4c3d-8e9f-000000000002']
const statuses: BotOrderView['status'][] = ['filled', 'open', 'filled', 'canceled', 'rejected']
/** The rejected orders' reasons, in turn. */
const rejections: OrderRejection[] = [
  { code: 'min_notional' },
  { code: 'balance' },
  { code: 'price_band' },
  { code: 'precision' },
  { code: 'venue_error', detail: 'Market is closed.' },
]

/** The n-th order of the canned history: two bots, both sides, every status, exact decimals. */
export function storyOrder(n: number): BotOrderView {
  const eth = n % 3 === 2
  const status = statuses[n % statuses.length]!
  return {
    id: `order-${n}`,
    bot_id: bots[eth ? 1 : 0]!,
    exchange_name: eth ? 'binance' : 'paper',
    client_id: `atb-${1000 + n}`,
    symbol: eth ? 'ETHUSDT' : 'BTCUSDT',
    side: n % 2 === 0 ? 'buy' : 'sell',
    type: n % 7 === 6 ? 'market' : 'limit',
    price: eth ? `3412.${(80 + n) % 100}` : `${60000 + n * 150}.5`,
    qty: eth ? '0.0293' : '0.00168000',
    status,
    rejection:
      status === 'rejected'
        ? rejections[Math.floor(n / statuses.length) % rejections.length]!
        : null,
    created_at: new Date(T0 - n * 47 * 60_000).toISOString(),
  }
}

/** One page of a history of `total` orders. */
export function storyOrders(total: number, page = 1, pageSize = 20): BotOrdersResponse {
  const first = (page - 1) * pageSize
  const count = Math.max(0, Math.min(pageSize, total - first))
  return {
    items: Array.from({ length: count }, (_, i) => storyOrder(first + i)),
    page,
    page_size: pageSize,
    total,
  }
}
