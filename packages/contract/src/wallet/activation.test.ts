import { describe, expect, it } from 'vitest'
import { activationBuySchema, activationTotal, isShortOf } from './activation'

describe('activation purchase helpers', () => {
  it('totals price × quantity exactly to six decimals', () => {
    expect(activationTotal('15', 2)).toBe('30')
    expect(activationTotal('0.1', 3)).toBe('0.3')
    expect(activationTotal('12.345678', 20)).toBe('246.91356')
    expect(activationTotal('15', 0)).toBe('0')
  })

  it('is short only when the wallet holds less than the total', () => {
    expect(isShortOf('29.999999', '30')).toBe(true)
    expect(isShortOf('30', '30')).toBe(false)
    expect(isShortOf('0.3', activationTotal('0.1', 3))).toBe(false)
  })

  it('takes a known plan, 1 to 20 whole codes and a 6-character transaction password', async () => {
    const base = { plan: '30d', quantity: 1, transaction_password: '123456', request_id: 'r' }
    await expect(activationBuySchema.isValid(base)).resolves.toBe(true)
    for (const bad of [
      { plan: '7d' },
      { quantity: 0 },
      { quantity: 21 },
      { quantity: 2.5 },
      { transaction_password: '12345' },
      { request_id: '' },
    ])
      await expect(activationBuySchema.isValid({ ...base, ...bad })).resolves.toBe(false)
  })
})
