import { useLingui } from '@lingui/react'
import type { MessageDescriptor } from '@atb/contract'
import { useMessage } from '../../../../i18n/useMessage'

/**
 * A field's visible label: the contract's label (the one its validation messages interpolate),
 * with a capital first letter, so "Initial order amount" reads the same in the label and in
 * "The initial order amount must be at least 25".
 */
export function useFieldLabel() {
  const translate = useMessage()
  const { i18n } = useLingui()
  return (label: MessageDescriptor) => {
    const text = translate(label)
    return text.charAt(0).toLocaleUpperCase(i18n.locale || 'en') + text.slice(1)
  }
}
