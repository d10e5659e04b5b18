import { describe, expect, it } from 'vitest'
import { english, renderMessage } from './i18n/message'
import { errorCodes, isErrorCode, messageForCode, messageForError } from './errors'
import { apiErrors } from './errorDescriptions'
import { BACKTESTS_PER_ACCOUNT, MAX_ACTIVE_BOTS_PER_ACCOUNT } from './constants'
import { liveClose } from './trading/live'

describe('the error code table', () => {
  it('keeps the descriptions spec section 8 names, word for word', () => {
    expect(apiErrors.invalid_session).toMatchObject({ status: 401, description: 'Invalid session' })
    expect(apiErrors.invalid_credentials.description).toBe('Invalid credentials')
    expect(apiErrors.record_not_found.description).toBe('record not found')
    expect(apiErrors.recv_window.description).toBe('request is outside of the recvWindow')
  })

  it('gives every code a translatable message, an error status and its own description', () => {
    for (const code of errorCodes) {
      const { status, message } = apiErrors[code]
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/)
      expect(status, code).toBeGreaterThanOrEqual(400)
      expect(message.id, code).toMatch(/^error\./)
    }
    const descriptions = errorCodes.map((code) => apiErrors[code].description)
    expect(new Set(descriptions).size).toBe(descriptions.length)
  })

  it('names the bot ceiling in its message and description, so the number cannot drift', () => {
    const { description, message } = apiErrors.bot_limit_reached
    expect(description).toContain(String(MAX_ACTIVE_BOTS_PER_ACCOUNT))
    expect(message.message).toContain(String(MAX_ACTIVE_BOTS_PER_ACCOUNT))
  })

  it('names the backtests one account may hold in its message and description', () => {
    const { description, message } = apiErrors.backtest_queue_limit
    expect(description).toContain(String(BACKTESTS_PER_ACCOUNT))
    expect(message.message).toContain(`${BACKTESTS_PER_ACCOUNT} backtests`)
  })

  it('closes a socket over the ceiling with the error’s description as the reason', () => {
    expect(liveClose.tooManySockets.reason).toBe(apiErrors.too_many_sockets.description)
  })

  it('does not treat unknown texts, descriptions or object keys as codes', () => {
    expect(messageForCode('old_password_wrong')).toBe(apiErrors.old_password_wrong.message)
    expect(messageForCode('Invalid credentials')).toBeNull()
    expect(messageForCode('toString')).toBeNull()
    expect(isErrorCode(undefined)).toBe(false)
  })

  it('carries an error’s values into its message, instants formatted by the reader', () => {
    const until = '2030-01-03T03:04:05.000Z'
    const msg = messageForError({ code: 'security_hold', values: { until } })!
    expect(msg.values).toEqual({ until: { instant: until } })
    expect(renderMessage(msg, english)).toContain(`Money cannot leave your account until ${until}:`)
    expect(renderMessage(msg, english, () => '3 Jan 2030, 10:04')).toContain(
      'until 3 Jan 2030, 10:04:',
    )
    expect(messageForError({ code: 'transfer_to_self' })).toEqual(
      apiErrors.transfer_to_self.message,
    )
    expect(messageForError({ code: 'nope' as never })).toBeNull()
  })
})
