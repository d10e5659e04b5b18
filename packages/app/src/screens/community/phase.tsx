import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { LinguiLocale, SchedulePhase } from '@atb/contract'
import { Badge } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'

/** The badge an event or a tournament wears for where it stands now. */
export function PhaseBadge({ phase }: { phase: SchedulePhase }) {
  const { t } = useLingui()
  if (phase === 'current') return <Badge variant="positive">{t`Live`}</Badge>
  if (phase === 'upcoming') return <Badge variant="info">{t`Upcoming`}</Badge>
  return <Badge variant="neutral">{t`Ended`}</Badge>
}

/** The content language to ask the server for: the app's own. */
export function useContentLocale(): LinguiLocale {
  const { i18n } = useLingui()
  return i18n.locale as LinguiLocale
}

/** The time now from the flows' clock, read again every `everyMs` (countdowns, phases). */
export function useNow(everyMs: number): number {
  const { communityNow } = useFlows()
  const [now, setNow] = useState(communityNow)
  useEffect(() => {
    const timer = setInterval(() => setNow(communityNow()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs, communityNow])
  return now
}
