import { useLingui } from '@lingui/react'
import { translateMessage } from './i18n'

/** `translateMessage`, re-rendering the caller when the language changes. */
export function useMessage() {
  useLingui()
  return translateMessage
}
