import { describe, expect, it } from 'vitest'
import { errorMessages, serverDescriptions } from '@atb/contract'
import { describeError } from './errors'

const envelope = (description: string) => ({ status: 'error', description })

describe('describeError', () => {
  it('turns a known server description into its translatable message', () => {
    expect(describeError(envelope(serverDescriptions.otpInvalid))).toEqual({
      id: 'error.otpInvalid',
      message: 'The verification code is incorrect.',
    })
    expect(describeError({ body: envelope('Invalid credentials') })).toBe(
      errorMessages.invalidLogin,
    )
  })

  it('shows an unknown server text as it came, and a silent failure as the generic message', () => {
    expect(describeError(envelope('Mail could not be sent'))).toBe('Mail could not be sent')
    expect(describeError(envelope(''))).toBe(errorMessages.unknown)
    expect(describeError(new TypeError('Failed to fetch'))).toBe(errorMessages.network)
    expect(describeError(new Error('boom'))).toBe(errorMessages.unknown)
  })
})
