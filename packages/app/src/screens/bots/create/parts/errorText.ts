import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { classify } from '../../../../api/errors'
import { translateMessage } from '../../../../i18n/i18n'

/** A failed call in the user's language: the error catalogue's message for its code. */
export function errorText(i18n: I18n, error: unknown): string {
  const outcome = classify(error)
  if (outcome.kind === 'toast' || outcome.kind === 'sessionInvalid')
    return translateMessage(outcome.message)
  return i18n._(msg`Something went wrong. Please try again.`)
}
