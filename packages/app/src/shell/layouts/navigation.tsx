import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import {
  Bell,
  Bot,
  CalendarDays,
  ChartCandlestick,
  Gift,
  House,
  Medal,
  Radio,
  Trophy,
  TrendingUp,
  UserRound,
  Wallet,
} from 'lucide-react'
import type { NavItem } from '@atb/ui'
import type { ProductLocale } from '@atb/contract'
import { withLocale } from '../../router/locale'

type Entry = { key: string; path: string; icon: ReactNode; label: string }

const icon = (Icon: typeof Bot) => <Icon size={18} aria-hidden />

/** The default layout's navigation, in the user's language, with locale-prefixed links. */
export function useNavigationItems(locale: ProductLocale) {
  const { t } = useLingui()
  const item = ({ key, path, icon: glyph, label }: Entry): NavItem => ({
    key,
    label,
    href: withLocale(path, locale),
    icon: glyph,
  })
  const bots = item({ key: 'bot', path: '/bot', icon: icon(Bot), label: t`Bots` })
  const market = item({
    key: 'market',
    path: '/market',
    icon: icon(ChartCandlestick),
    label: t`Market`,
  })
  const assets = item({ key: 'assets', path: '/assets', icon: icon(Wallet), label: t`Assets` })
  return {
    items: [
      bots,
      market,
      item({ key: 'signal', path: '/signal', icon: icon(Radio), label: t`Signals` }),
      item({ key: 'profit', path: '/profit', icon: icon(TrendingUp), label: t`Profit` }),
      assets,
      item({ key: 'affiliate', path: '/affiliate', icon: icon(Gift), label: t`Affiliate` }),
      item({ key: 'ranking', path: '/ranking', icon: icon(Medal), label: t`Ranking` }),
    ],
    moreItems: [
      item({ key: 'event', path: '/event', icon: icon(CalendarDays), label: t`Events` }),
      item({ key: 'tournament', path: '/tournament', icon: icon(Trophy), label: t`Tournament` }),
      item({
        key: 'notification',
        path: '/notification',
        icon: icon(Bell),
        label: t`Notifications`,
      }),
    ],
    mobileItems: [
      item({ key: 'home', path: '/', icon: icon(House), label: t`Home` }),
      bots,
      market,
      assets,
      item({ key: 'profile', path: '/profile', icon: icon(UserRound), label: t`Profile` }),
    ],
  }
}

/** Which navigation entry a path belongs to: its first segment, or home. */
export function currentNavKey(path: string): string {
  return path.split('/')[1] || 'home'
}
