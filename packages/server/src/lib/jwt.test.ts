import { describe, expect, it } from 'vitest'
import { signJwt, verifyJwt } from './jwt'
import { hashSecret, randomCode, verifySecret } from './crypto'

describe('HS256 tokens', () => {
  const claims = { sub: 'u', sid: 's', iat: 100, exp: 200 }

  it('round-trips and rejects expiry, tampering, other secrets and alg=none', () => {
    const token = signJwt(claims, 'k')
    expect(verifyJwt(token, 'k', 150)).toEqual(claims)
    expect(verifyJwt(token, 'k', 200)).toBeNull()
    expect(verifyJwt(token, 'other', 150)).toBeNull()
    const [h, , s] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'admin' })).toString('base64url')
    expect(verifyJwt(`${h}.${forged}.${s}`, 'k', 150)).toBeNull()
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')
    expect(verifyJwt(`${none}.${token.split('.')[1]}.`, 'k', 150)).toBeNull()
  })
})

describe('secrets', () => {
  it('hashes with scrypt and a salt, and verifies', async () => {
    const a = await hashSecret('123456')
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/)
    expect(a).not.toBe(await hashSecret('123456'))
    expect(await verifySecret('123456', a)).toBe(true)
    expect(await verifySecret('123457', a)).toBe(false)
    expect(await verifySecret('123456', null)).toBe(false)
  })

  it('makes codes from the unambiguous alphabet', () => {
    expect(randomCode(200)).toMatch(/^[A-HJKMNP-Z2-9]+$/)
  })
})
