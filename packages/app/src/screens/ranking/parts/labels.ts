import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { RankingMetric, RankingWindow } from '@atb/contract'

export const metricTitles: Record<RankingMetric, MessageDescriptor> = {
  roi: msg`ROI`,
  pnl: msg`PnL`,
}

export const windowTitles: Record<RankingWindow, MessageDescriptor> = {
  '7d': msg`7 days`,
  '30d': msg`30 days`,
  all: msg`All time`,
}

/** An owner who has not set a nickname still gets a name, never their email. */
export const anonymous = msg`Anonymous trader`
