// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { apiErrors, errorMessages, type ApiError, type ErrorCode } from '@atb/contract'
import { ApiRequestError, classify } from './errors'

const failed = (code: ErrorCode, rest: Partial<ApiError> = {}, url = '/v1/profile') =>
  new ApiRequestError(
    apiErrors[code].status,
    { status: 'error', description: apiErrors[code].description, code, ...rest },
    url,
  )

describe('classify', () => {
  it('follows spec section 8 by code: dual login, recvWindow silent, record_not_found per call', () => {
    expect(classify(failed('invalid_session'))).toEqual({
      kind: 'sessionInvalid',
      message: errorMessages.dualLogin,
    })
    expect(classify(failed('recv_window'))).toEqual({ kind: 'silent' })
    expect(classify(failed('record_not_found', {}, '/v1/robot/list?page=1'))).toEqual({
      kind: 'toast',
      message: errorMessages.invalidRobotList,
    })
    expect(classify(failed('record_not_found', {}, '/v1/asset/address'))).toEqual({
      kind: 'toast',
      message: errorMessages.invalidAssetAddress,
    })
    expect(classify(failed('invalid_credentials'))).toEqual({
      kind: 'toast',
      message: errorMessages.invalidLogin,
    })
  })

  it('reads the code, never the description', () => {
    const reworded = failed('invalid_session', { description: 'Session ended elsewhere' })
    expect(classify(reworded)).toMatchObject({ kind: 'sessionInvalid' })
    const lookalike = failed('internal', { description: apiErrors.invalid_session.description })
    expect(classify(lookalike)).toEqual({ kind: 'toast', message: errorMessages.unknown })
  })

  it('leaves field errors to the form and translates every other code', () => {
    const field = { path: 'email', message: apiErrors.email_taken.message, text: 'taken' }
    expect(classify(failed('email_taken', { errors: [field] }))).toEqual({ kind: 'handled' })
    expect(classify(failed('email_taken'))).toEqual({
      kind: 'toast',
      message: apiErrors.email_taken.message,
    })
    expect(classify(failed('rate_limited'))).toEqual({
      kind: 'toast',
      message: errorMessages.rateLimited,
    })
    const newer = failed('internal', { code: 'from_a_newer_server' as ErrorCode })
    expect(classify(newer)).toEqual({ kind: 'toast', message: errorMessages.unknown })
  })

  it('keeps aborts silent and reports network failures', () => {
    expect(classify(new DOMException('aborted', 'AbortError'))).toEqual({ kind: 'silent' })
    expect(classify(new TypeError('Failed to fetch'))).toEqual({
      kind: 'toast',
      message: errorMessages.network,
    })
    expect(classify(new Error('boom'))).toEqual({ kind: 'toast', message: errorMessages.unknown })
  })
})
