import {
  botPublicSchema,
  rankingListSchema,
  rankingViewSchema,
  type BotPublicResponse,
  type RankingBotView,
  type RankingListResponse,
} from '../ranking/ranking'
import { endpoint } from './endpoint'

/** The public ranking (issue 16, decision 070). */
export const rankingList = /* @__PURE__ */ endpoint<RankingListResponse>()({
  method: 'GET',
  path: '/ranking/list',
  auth: true,
  request: rankingListSchema,
  errors: [],
  summary: 'Opted-in bots ranked by ROI or PnL over 7 days, 30 days or all time',
  tag: 'ranking',
})

export const rankingView = /* @__PURE__ */ endpoint<RankingBotView>()({
  method: 'GET',
  path: '/ranking/view',
  auth: true,
  request: rankingViewSchema,
  errors: ['record_not_found'],
  summary: 'The public page of an opted-in bot: figures, daily equity and copyable settings',
  tag: 'ranking',
})

export const botPublic = /* @__PURE__ */ endpoint<BotPublicResponse>()({
  method: 'POST',
  path: '/robot/public',
  auth: true,
  request: botPublicSchema,
  errors: ['record_not_found'],
  summary: 'The owner puts a bot into the public ranking or takes it out',
  tag: 'ranking',
})
