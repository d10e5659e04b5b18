import { describe, expect, it } from 'vitest'
import { apiErrors, errorMessages } from '@atb/contract'
import { describeError, errorCodeOf, errorMessageOf, fieldErrorsOf } from './errors'
import { apiFailure } from './fixtures'

describe('errors of failed calls', () => {
  it('reads the code, from the envelope or from the request error carrying it', () => {
    expect(errorCodeOf(apiFailure('invalid_session'))).toBe('invalid_session')
    expect(errorCodeOf({ body: apiFailure('otp_expired') })).toBe('otp_expired')
    expect(errorCodeOf(new Error('boom'))).toBeNull()
  })

  it('translates by code, whatever the description says', () => {
    expect(describeError(apiFailure('otp_invalid'))).toEqual({
      id: 'error.otpInvalid',
      message: 'The verification code is incorrect.',
    })
    expect(describeError({ body: apiFailure('invalid_credentials') })).toBe(
      errorMessages.invalidLogin,
    )
    const reworded = { ...apiFailure('pin_wrong'), description: 'PIN mismatch' }
    expect(describeError(reworded)).toBe(apiErrors.pin_wrong.message)
  })

  it('never shows a server text: unknown codes and failures get the generic messages', () => {
    const newer = { status: 'error', description: 'Mail could not be sent', code: 'mail_down' }
    expect(describeError(newer)).toBe(errorMessages.unknown)
    expect(describeError(new TypeError('Failed to fetch'))).toBe(errorMessages.network)
    expect(describeError(new Error('boom'))).toBe(errorMessages.unknown)
  })

  it('leaves a failure the server put on a field to that field', () => {
    const field = {
      path: 'old_password',
      message: apiErrors.old_password_wrong.message,
      text: apiErrors.old_password_wrong.description,
    }
    const error = { body: apiFailure('old_password_wrong', [field]) }
    expect(fieldErrorsOf(error)).toEqual({ old_password: apiErrors.old_password_wrong.message })
    expect(describeError(error)).toBeNull()
    // A flow with no such field on screen still says what happened.
    expect(errorMessageOf(error)).toBe(apiErrors.old_password_wrong.message)
  })
})
