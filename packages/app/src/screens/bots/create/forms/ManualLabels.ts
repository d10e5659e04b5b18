import { useLingui } from '@lingui/react'
import { botLabels } from '@atb/contract'

/**
 * A field's visible label: the contract's label phrase (the one its messages interpolate) with
 * a capital first letter, e.g. "Target percent" for "The target percent must be at least 5".
 */
export function useFieldLabel() {
  const { i18n } = useLingui()
  return (name: keyof typeof botLabels) => {
    const d = botLabels[name]
    const text = i18n._(d.id, {}, { message: d.message })
    return text.charAt(0).toLocaleUpperCase(i18n.locale || 'en') + text.slice(1)
  }
}
