import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react'
import { I18nProvider } from 'react-aria-components'
import { dateLocaleOf } from './dateLocale'

/**
 * React Aria's own strings ("Dismiss", calendar and number field parts) in the active Lingui
 * locale, with the tag the formatter writes dates in, so both agree (decision 005).
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  return <I18nProvider locale={dateLocaleOf(i18n.locale || 'en')}>{children}</I18nProvider>
}
