import { describe, expect, it } from 'vitest'
import { validation } from '@atb/contract'
import { fillAndSubmit } from '../form/fillAndSubmit'
import { activationMachine } from './activation.machine'

const redeemed = { active: true, expires_at: '2027-01-01T00:00:00.000Z', days_added: 30 }

describe('activation', () => {
  it('accepts exactly 8 characters, sent in capitals', async () => {
    const short = await fillAndSubmit(activationMachine, redeemed, { code: 'abc' })
    const ok = await fillAndSubmit(activationMachine, redeemed, { code: 'abcd2345' })

    expect(short.errors.code).toMatchObject({ id: validation.exactLength.id })
    expect(ok.sent).toEqual([{ code: 'ABCD2345' }])
  })
})
