import { describe, expect, it } from 'vitest'
import { english, message, renderMessage } from './message'
import { validation } from './validation'

describe('renderMessage', () => {
  it('renders nested label messages before the outer message', () => {
    const label = { id: 'field.password', message: 'password' }
    const msg = message(validation.minLength, { label, n: 6 })
    expect(renderMessage(msg, english)).toBe('The password must be at least 6 characters long')
  })

  it('leaves unknown placeholders visible instead of dropping them', () => {
    expect(english(validation.required, {})).toBe('The {label} field is required')
  })
})
