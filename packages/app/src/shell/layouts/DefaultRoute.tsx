import { Outlet, useLocation, useNavigate } from 'react-router'
import { linguiLocaleOf, localeNames, productLocales } from '@atb/contract'
import { DefaultLayout } from '@atb/ui'
import { splitLocale, withLocale } from '../../router/locale'
import { useColorMode, useLocaleSwitch } from '../preferences'
import { PullToRefresh } from '../PullToRefresh'
import { currentNavKey, useNavigationItems } from './navigation'

const locales = productLocales.map((code) => ({
  code,
  name: localeNames[code],
  lang: linguiLocaleOf(code),
}))

/** The main areas: header navigation, mobile bottom bar, language and colour-mode menus. */
export function Component() {
  const location = useLocation()
  const navigate = useNavigate()
  const { locale, path } = splitLocale(location.pathname)
  const nav = useNavigationItems(locale)
  const [colorMode, setColorMode] = useColorMode()
  const switchLocale = useLocaleSwitch()
  return (
    <DefaultLayout
      {...nav}
      currentKey={currentNavKey(path)}
      homeHref={withLocale('/', locale)}
      locale={locale}
      locales={locales}
      onLocaleChange={switchLocale}
      colorMode={colorMode}
      onColorModeChange={setColorMode}
      onNotificationsPress={() => void navigate(withLocale('/notification', locale))}
    >
      <PullToRefresh />
      <Outlet />
    </DefaultLayout>
  )
}
