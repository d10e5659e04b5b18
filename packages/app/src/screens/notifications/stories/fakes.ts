import type {
  NotificationListResponse,
  NotificationPreferences,
  NotificationView,
} from '@atb/contract'
import { defaultNotificationPreferences } from '@atb/contract'

const at = (minutesAgo: number) =>
  new Date(Date.parse('2026-03-01T12:00:00Z') - minutesAgo * 60_000).toISOString()

const BOT = '6f1c2a9e-1111-4c4c-9a9a-0d0d0d0d0d01'

/** Orders a venue refused for their size (issue 28): one notice for the three of them. */
export const refusedNotice: NotificationView = {
  id: 'n9',
  kind: 'bot.order_rejected',
  category: 'bot',
  params: {
    bot_id: BOT,
    strategy: 'spot_grid',
    symbol: 'WLDUSDT',
    reject: 'min_notional',
    count: 3,
  },
  link: `/bot/view/${BOT}`,
  read_at: null,
  created_at: at(1),
}

/** The owner cancelled one of the bot's orders on the exchange's own site (issue 28). */
export const canceledOutsideNotice: NotificationView = {
  ...refusedNotice,
  id: 'n12',
  params: { ...refusedNotice.params, reject: 'canceled_outside', count: 1 },
}

/** Binance failed every request for 6 minutes (issue 28): the bot paused itself. */
export const venueDownNotice: NotificationView = {
  ...refusedNotice,
  id: 'n10',
  kind: 'bot.venue_down',
  params: {
    bot_id: BOT,
    strategy: 'spot_grid',
    symbol: 'BTCUSDT',
    exchange: 'binance',
    minutes: 6,
  },
}

/** Binance answers again: the bot it paused resumed by itself. */
export const venueBackNotice: NotificationView = {
  ...venueDownNotice,
  id: 'n11',
  kind: 'bot.venue_back',
  params: { bot_id: BOT, strategy: 'spot_grid', symbol: 'BTCUSDT', exchange: 'binance' },
}

/** WLD sold on Binance outside the bot (issue 28): the bot that bought it paused. */
export const coinsOutsideNotice: NotificationView = {
  ...refusedNotice,
  id: 'n13',
  kind: 'bot.coins_outside',
  params: {
    bot_id: BOT,
    strategy: 'spot_grid',
    symbol: 'WLDUSDT',
    exchange: 'binance',
    asset: 'WLD',
    held: '12.5',
    counted: '48.25',
  },
}

/** One of each kind people see most, unread ones first as the server orders them. */
export const storyNotifications: NotificationView[] = [
  {
    id: 'n1',
    kind: 'bot.stopped',
    category: 'bot',
    params: { bot_id: BOT, strategy: 'spot_grid', symbol: 'BTCUSDT', cause: 'user' },
    link: `/bot/view/${BOT}`,
    read_at: null,
    created_at: at(2),
  },
  {
    id: 'n2',
    kind: 'wallet.transfer_received',
    category: 'wallet',
    params: { amount: '25.5', asset: 'USDT', counterparty: 'Bob Trader' },
    link: '/assets',
    read_at: null,
    created_at: at(40),
  },
  {
    id: 'n3',
    kind: 'security.login',
    category: 'security',
    params: { ip: '203.0.113.7', device: 'Firefox on Windows', time: at(90) },
    link: '/profile/activity-logs',
    read_at: null,
    created_at: at(90),
  },
  {
    id: 'n4',
    kind: 'bot.wallet_low',
    category: 'bot',
    params: { bot_id: BOT, strategy: 'spot_grid', symbol: 'ETHUSDT' },
    link: `/bot/view/${BOT}`,
    read_at: at(200),
    created_at: at(300),
  },
  {
    id: 'n5',
    kind: 'affiliate.referral',
    category: 'affiliate',
    params: { nickname: 'Newcomer' },
    link: '/affiliate/overview',
    read_at: at(900),
    created_at: at(1000),
  },
]

/** The newer kinds: what became of a withdrawal, a commission, a new event, tournament and prize. */
export const storyMoneyAndEvents: NotificationView[] = [
  {
    id: 'm1',
    kind: 'wallet.withdrawal_confirmed',
    category: 'wallet',
    params: {
      amount: '20',
      asset: 'USDT',
      address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      tx_hash: '0xabc',
    },
    link: '/assets/withdraw',
    read_at: null,
    created_at: at(1),
  },
  {
    id: 'm2',
    kind: 'wallet.withdrawal_rejected',
    category: 'wallet',
    params: {
      amount: '150',
      asset: 'USDT',
      address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
      reason: 'Address on a watch list',
    },
    link: '/assets/withdraw',
    read_at: null,
    created_at: at(5),
  },
  {
    id: 'm3',
    kind: 'affiliate.commission',
    category: 'affiliate',
    params: { amount: '0.19', asset: 'USDT' },
    link: '/affiliate/history',
    read_at: null,
    created_at: at(30),
  },
  {
    id: 'm4',
    kind: 'events.announcement',
    category: 'events',
    params: { title_en: 'Grid week', title_th: 'สัปดาห์กริด', title_zh: '网格周' },
    link: '/event/6f1c2a9e-2222-4c4c-9a9a-0d0d0d0d0d02',
    read_at: null,
    created_at: at(60),
  },
  {
    id: 'm5',
    kind: 'events.tournament',
    category: 'events',
    params: { name_en: 'November cup', name_zh: '十一月杯' },
    link: '/tournament',
    read_at: at(100),
    created_at: at(120),
  },
  {
    id: 'm6',
    kind: 'events.prize',
    category: 'events',
    params: { amount: '100', asset: 'USDT', rank: 1, name_en: 'October cup' },
    link: '/tournament',
    read_at: at(200),
    created_at: at(240),
  },
]

export function storyNotificationPage(
  items: NotificationView[],
  total = items.length,
): NotificationListResponse {
  return {
    items,
    page: 1,
    page_size: 20,
    total,
    unread: items.filter((n) => n.read_at === null).length,
  }
}

export const storyPreferences: NotificationPreferences = { ...defaultNotificationPreferences }
