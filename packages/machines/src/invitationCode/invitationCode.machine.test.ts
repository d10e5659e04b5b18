import { describe, expect, it } from 'vitest'
import { validation } from '@atb/contract'
import { fillAndSubmit } from '../form/fillAndSubmit'
import { invitationCodeMachine } from './invitationCode.machine'

const made = {
  code: 'K7M2QX9P',
  label: 'LINE group',
  primary: false,
  signups: 0,
  created_at: '2026-01-01T00:00:00.000Z',
}

describe('invitationCode', () => {
  it('needs a plain label of at most 40 characters, sent trimmed', async () => {
    const empty = await fillAndSubmit(invitationCodeMachine, made, { label: '  ' })
    const long = await fillAndSubmit(invitationCodeMachine, made, { label: 'x'.repeat(41) })
    const odd = await fillAndSubmit(invitationCodeMachine, made, { label: 'a<b>' })
    const ok = await fillAndSubmit(invitationCodeMachine, made, { label: ' LINE group ' })

    expect(empty.errors.label).toMatchObject({ id: validation.required.id })
    expect(long.errors.label).toMatchObject({ id: validation.maxLength.id })
    expect(odd.errors.label).toMatchObject({ id: validation.specialCharacters.id })
    expect(empty.sent).toEqual([])
    expect(ok.sent).toEqual([{ label: 'LINE group' }])
  })
})
