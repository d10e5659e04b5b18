import {
  Bell,
  Bot,
  CalendarDays,
  ChartCandlestick,
  House,
  Trophy,
  User,
  Wallet,
} from 'lucide-react'
import type { LocaleOption, NavItem } from './types'

const icon = { size: 20, 'aria-hidden': true } as const

/** Story and test data: the product's real destinations. */
export const navItems: NavItem[] = [
  { key: 'bots', label: 'Bots', href: '/bot' },
  { key: 'market', label: 'Market', href: '/market' },
  { key: 'signals', label: 'Signals', href: '/signal' },
  { key: 'profit', label: 'Profit', href: '/profit' },
  { key: 'assets', label: 'Assets', href: '/assets' },
  { key: 'affiliate', label: 'Affiliate', href: '/affiliate' },
  { key: 'ranking', label: 'Ranking', href: '/ranking' },
]

export const moreItems: NavItem[] = [
  { key: 'events', label: 'Events', href: '/event', icon: <CalendarDays size={16} aria-hidden /> },
  {
    key: 'tournament',
    label: 'Tournament',
    href: '/tournament',
    icon: <Trophy size={16} aria-hidden />,
  },
  {
    key: 'notifications',
    label: 'Notifications',
    href: '/notification',
    icon: <Bell size={16} aria-hidden />,
  },
]

export const mobileItems: NavItem[] = [
  { key: 'home', label: 'Home', href: '/', icon: <House {...icon} /> },
  { key: 'bots', label: 'Bots', href: '/bot', icon: <Bot {...icon} /> },
  { key: 'market', label: 'Market', href: '/market', icon: <ChartCandlestick {...icon} /> },
  { key: 'assets', label: 'Assets', href: '/assets', icon: <Wallet {...icon} /> },
  { key: 'profile', label: 'Profile', href: '/profile', icon: <User {...icon} /> },
]

export const locales: LocaleOption[] = [
  { code: 'en', name: 'English', lang: 'en' },
  { code: 'th', name: 'ไทย', lang: 'th' },
  { code: 'cn', name: '中文', lang: 'zh' },
  { code: 'kr', name: '한국어', lang: 'ko' },
  { code: 'vn', name: 'Tiếng Việt', lang: 'vi' },
]
