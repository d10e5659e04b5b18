import { describe, expect, it } from 'vitest'
import { validate } from '../schemas/validate'
import { isChecksumValid, toChecksumAddress } from './address'
import { withdrawalSchema } from './withdrawal'

// EIP-55's own test vectors.
const VECTORS = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
]

const texts = async (input: object) => {
  const result = await validate(withdrawalSchema, {
    amount: 20,
    to_address: VECTORS[0],
    transaction_password: '123456',
    request_id: 'r',
    ...input,
  })
  return result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.path, e.text]))
}

describe('the withdrawal form', () => {
  it('computes EIP-55 checksums and accepts addresses that carry none', () => {
    for (const address of VECTORS) {
      expect(toChecksumAddress(address.toLowerCase())).toBe(address)
      expect(isChecksumValid(address)).toBe(true)
      expect(isChecksumValid(address.toLowerCase())).toBe(true)
      expect(isChecksumValid(`0x${address.slice(2).toUpperCase()}`)).toBe(true)
    }
    expect(isChecksumValid('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false)
  })

  it('says the spec’s amount messages and names a bad or mistyped address', async () => {
    expect(await texts({})).toEqual({})
    expect(await texts({ amount: 5 })).toEqual({ amount: 'The amount must be at least 10' })
    expect(await texts({ amount: 10_000.5 })).toEqual({
      amount: 'The amount must be at most 10000',
    })
    expect(await texts({ amount: 10.1234567 })).toHaveProperty('amount')
    expect(await texts({ to_address: '' })).toEqual({
      to_address: 'The withdrawal address field is required',
    })
    expect((await texts({ to_address: 'TQ1234' })).to_address).toMatch(/BEP20 address/)
    expect(
      (await texts({ to_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' })).to_address,
    ).toMatch(/checksum/)
    expect(await texts({ transaction_password: '12345' })).toEqual({
      transaction_password: 'The transaction password must be exactly 6 characters long',
    })
  })
})
