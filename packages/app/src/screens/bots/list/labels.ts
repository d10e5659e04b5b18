import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { statusTitles } from '../botLabels'
import type { ActiveFilter } from './query'

export { kindTitle, statusTitles, statusVariants } from '../botLabels'

export const filterTitles: Record<ActiveFilter, MessageDescriptor> = {
  active: msg`All active`,
  running: statusTitles.running,
  paused: statusTitles.paused,
  error: statusTitles.error,
  out_of_balance: statusTitles.out_of_balance,
}
