import { Outlet, useLocation, useNavigate } from 'react-router'
import { DefaultLayout } from '@atb/ui'
import { splitLocale, withLocale } from '../../router/locale'
import { usePreferenceMenus } from '../preferences'
import { PullToRefresh } from '../PullToRefresh'
import { MarketClockNotice } from '../MarketClockNotice'
import { currentNavKey, useNavigationItems } from './navigation'
import { useUnreadNotifications } from '../unread'

/** The main areas: header navigation, mobile bottom bar, language and colour-mode menus. */
export function Component() {
  const location = useLocation()
  const navigate = useNavigate()
  const { locale, path } = splitLocale(location.pathname)
  const nav = useNavigationItems(locale)
  const preferences = usePreferenceMenus()
  const unread = useUnreadNotifications()
  return (
    <DefaultLayout
      {...nav}
      currentKey={currentNavKey(path)}
      homeHref={withLocale('/', locale)}
      {...preferences}
      onNotificationsPress={() => void navigate(withLocale('/notification', locale))}
      unreadNotifications={unread}
    >
      <PullToRefresh />
      <MarketClockNotice />
      <Outlet />
    </DefaultLayout>
  )
}
