import { useLocation } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import {
  strategyCatalogue,
  type BotStatusName,
  type ExchangeName,
  type StrategyKind,
} from '@atb/contract'
import { splitLocale, withLocale } from '../../../router/locale'

/** Names for the profit screens: strategies, venues (proper nouns, Paper translated) and statuses. */
export function useProfitLabels() {
  const { t, i18n } = useLingui()
  const { locale } = splitLocale(useLocation().pathname)
  const statuses: Record<BotStatusName, string> = {
    running: t`Running`,
    paused: t`Paused`,
    stopped: t`Stopped`,
    error: t`Error`,
    out_of_balance: t`Out of balance`,
  }
  const venues: Record<ExchangeName, string> = {
    paper: t`Paper`,
    binance: 'Binance',
    okx: 'OKX',
    oanda: 'OANDA',
  }
  return {
    kind: (kind: StrategyKind) => {
      const entry = strategyCatalogue.find((s) => s.kind === kind)
      return entry ? i18n._(entry.title) : kind
    },
    venue: (name: ExchangeName) => venues[name] ?? name,
    status: (status: BotStatusName) => statuses[status] ?? status,
    /** The app path in the page's language. */
    href: (path: string) => withLocale(path, locale),
  }
}
