import { useLingui } from '@lingui/react'
import { createFormatter, type Formatter } from './format'

/** The formatter for the active locale; re-renders when the locale changes. */
export function useFormatter(): Formatter {
  const { i18n } = useLingui()
  return createFormatter(i18n.locale || 'en')
}
