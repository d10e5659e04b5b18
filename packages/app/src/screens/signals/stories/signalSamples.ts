import type {
  SignalCall,
  SignalCallsResponse,
  SignalListResponse,
  SignalReview,
  SignalReviewsResponse,
  SignalStats,
  SignalSummary,
} from '@atb/contract'
import { PAIR_NOW, pairTickers } from '../../market/pair/stories/pairSamples'

const HOUR = 3_600_000
const stats = (
  calls: number,
  closed: number,
  win: number,
  avg: number,
  dd: number,
): SignalStats => ({
  calls,
  closed,
  win_rate: closed ? win : null,
  avg_return: closed ? avg : null,
  max_drawdown: dd,
})
const none = stats(0, 0, 0, 0, 0)

export const storyBuiltin: SignalSummary = {
  id: 'ma_cross_20_80',
  source: 'builtin',
  name: 'Moving-average cross (20/80)',
  description: 'Built in',
  market: 'crypto',
  symbols: ['BTCUSDT', 'ETHUSDT'],
  avg_score: 4.33,
  reviews: 3,
  stats: {
    '7d': stats(6, 5, 60, 0.84, 1.5),
    '30d': stats(22, 21, 57.14, 0.61, 4.5),
    all: stats(40, 39, 56.41, 0.52, 6),
  },
  followable: true,
  last_call_at: new Date(PAIR_NOW - 5 * HOUR).toISOString(),
}

export const storyProvider: SignalSummary = {
  id: 'p_k7m2qx9pab',
  source: 'provider',
  name: 'Alpha Calls',
  description: 'Swing calls on the majors, two or three a day.',
  market: 'crypto',
  symbols: ['BTCUSDT'],
  avg_score: 2.5,
  reviews: 2,
  stats: {
    '7d': stats(4, 4, 25, -0.75, 3),
    '30d': stats(12, 11, 36.36, -0.32, 5.5),
    all: stats(12, 11, 36.36, -0.32, 5.5),
  },
  followable: true,
  last_call_at: new Date(PAIR_NOW - 2 * HOUR).toISOString(),
}

export const storyNewProvider: SignalSummary = {
  ...storyProvider,
  id: 'p_newnewnew1',
  name: 'New Provider',
  description: '',
  symbols: [],
  avg_score: null,
  reviews: 0,
  stats: { '7d': none, '30d': none, all: none },
  last_call_at: null,
}

export const storySignals: SignalListResponse = {
  items: [storyBuiltin, storyProvider, storyNewProvider],
}

/** `count` calls on BTCUSDT, newest first, one every 9 hours, alternating sides and outcomes. */
export function storyCalls(count: number, page = 1, pageSize = 20): SignalCallsResponse {
  const last = pairTickers.BTCUSDT!.last
  const all: SignalCall[] = Array.from({ length: count }, (_, i) => {
    const side = i % 2 ? 'SELL' : 'BUY'
    const entry = last * (1 + ((i % 5) - 2) * 0.004)
    const up = side === 'BUY' ? 1 : -1
    const outcome = i === 0 ? 'open' : i % 3 === 0 ? 'sl' : i % 4 === 0 ? 'expired' : 'tp'
    const ret = outcome === 'tp' ? 3 : outcome === 'sl' ? -1.5 : outcome === 'expired' ? 0.42 : 0.18
    return {
      id: count - i,
      symbol: 'BTCUSDT',
      side,
      entry: entry.toFixed(2),
      take_profit: (entry * (1 + 0.03 * up)).toFixed(2),
      stop_loss: (entry * (1 - 0.015 * up)).toFixed(2),
      called_at: new Date(PAIR_NOW - (i * 9 + 2) * HOUR).toISOString(),
      outcome,
      closed_at: outcome === 'open' ? null : new Date(PAIR_NOW - i * 9 * HOUR).toISOString(),
      exit_price: outcome === 'open' ? null : (entry * (1 + (ret / 100) * up)).toFixed(2),
      return_pct: ret,
    }
  })
  return {
    items: all.slice((page - 1) * pageSize, page * pageSize),
    page,
    page_size: pageSize,
    total: count,
  }
}

const at = (hoursAgo: number) => new Date(PAIR_NOW - hoursAgo * HOUR).toISOString()

export const storySignalReview: SignalReview = {
  id: 99,
  nickname: 'Trader',
  score: 5,
  comment: 'Clean entries',
  reply_of: null,
  created_at: at(0),
  mine: true,
}

export const storyReviews: SignalReviewsResponse = {
  avg_score: 4.33,
  reviews: 3,
  items: [
    {
      id: 3,
      nickname: 'Somchai',
      score: 5,
      comment: 'สัญญาณแม่นมาก กำไร 3% ทุกไม้ @Lin',
      reply_of: null,
      created_at: at(3),
      mine: false,
      replies: [
        {
          id: 4,
          nickname: 'Lin',
          score: null,
          comment: 'Same here 100%',
          reply_of: 3,
          created_at: at(2),
          mine: false,
          reply_to_nickname: 'Somchai',
        },
        {
          id: 5,
          nickname: 'Somchai',
          score: null,
          comment: 'Thanks Lin',
          reply_of: 4,
          created_at: at(1),
          mine: false,
          reply_to_nickname: 'Lin',
        },
      ],
    },
    {
      id: 2,
      nickname: 'Minh',
      score: 4,
      comment: 'Good in trends and slow in ranges',
      reply_of: null,
      created_at: at(30),
      mine: false,
      replies: [],
    },
    {
      id: 1,
      nickname: 'Ji-woo',
      score: 4,
      comment: 'Worth $5 a month',
      reply_of: null,
      created_at: at(80),
      mine: false,
      replies: [],
    },
  ],
}

export const noReviews: SignalReviewsResponse = { avg_score: null, reviews: 0, items: [] }
