import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { HeatmapPeriod } from '@atb/contract'

/** The period choices as the page shows them. */
export const periodTitles: Record<HeatmapPeriod, MessageDescriptor> = {
  '1h': msg`1 h`,
  '24h': msg`24 h`,
  '7d': msg`7 d`,
}

/** What the colour measures, per period: the legend's title. */
export const changeTitles: Record<HeatmapPeriod, MessageDescriptor> = {
  '1h': msg`Change over 1 hour`,
  '24h': msg`Change over 24 hours`,
  '7d': msg`Change over 7 days`,
}
