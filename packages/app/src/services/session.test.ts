import { beforeEach, describe, expect, it } from 'vitest'
import { session, sessionKeys } from './session'
import type { UserProfile } from '@atb/contract'

const user = { id: 'u1', email: 'a@b.co', nickname: 'A' } as UserProfile

describe('session service', () => {
  beforeEach(() => session.clear())

  it('keeps token and user in localStorage under the documented keys', () => {
    session.storeToken('tok')
    session.cacheUser(user)
    expect(localStorage.getItem(sessionKeys.token)).toBe('tok')
    expect(JSON.parse(localStorage.getItem(sessionKeys.user) ?? 'null')).toMatchObject({ id: 'u1' })
    expect(session.isLoggedIn()).toBe(true)
  })

  it('clears token, user, hide-balance, referral and exchanges on logout', () => {
    session.storeToken('tok')
    session.cacheUser(user)
    session.setHideBalance(true)
    session.storeReferralCode('REF12345')
    session.setExchanges(['binance'])
    session.clear()
    expect(session.get()).toEqual({
      token: null,
      user: null,
      hideBalance: false,
      referralCode: null,
      exchanges: [],
    })
    for (const key of Object.values(sessionKeys)) expect(localStorage.getItem(key)).toBeNull()
  })

  it('tells subscribers about every change', () => {
    let calls = 0
    const stop = session.subscribe(() => (calls += 1))
    session.setHideBalance(true)
    session.forget('hideBalance')
    stop()
    session.setHideBalance(true)
    expect(calls).toBe(2)
  })
})
