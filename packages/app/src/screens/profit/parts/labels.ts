import { useLocation } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import type { BotStatusName, ExchangeName, StrategyKind } from '@atb/contract'
import { splitLocale, withLocale } from '../../../router/locale'
import { exchangeTitles, kindTitle, statusTitles } from '../../bots/botLabels'

/** Names for the profit screens: strategies, venues (proper nouns, Paper translated) and statuses. */
export function useProfitLabels() {
  const { i18n } = useLingui()
  const { locale } = splitLocale(useLocation().pathname)
  return {
    kind: (kind: StrategyKind) => i18n._(kindTitle(kind)),
    venue: (name: ExchangeName) => (exchangeTitles[name] ? i18n._(exchangeTitles[name]) : name),
    status: (status: BotStatusName) =>
      statusTitles[status] ? i18n._(statusTitles[status]) : status,
    /** The app path in the page's language. */
    href: (path: string) => withLocale(path, locale),
  }
}
