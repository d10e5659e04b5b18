import { describe, expect, it } from 'vitest'
import { readEnv, startupProblems } from './config'

const key = Buffer.alloc(32, 3).toString('hex')

describe('activation prices (decision 060)', () => {
  it('defaults to 15, 40 and 150 USDT and reads the operator’s', () => {
    expect(readEnv({}).activationPrices).toEqual({ '30d': '15', '90d': '40', '365d': '150' })
    expect(
      readEnv({ ACTIVATION_PRICE_30D: '9.99', ACTIVATION_PRICE_365D: ' 99 ' }).activationPrices,
    ).toEqual({ '30d': '9.99', '90d': '40', '365d': '99' })
  })

  it('refuses to start with a price that is not a positive amount', () => {
    for (const bad of ['0', '-5', 'free', '1.1234567', '1e3']) {
      const problems = startupProblems(
        readEnv({ KEY_ENCRYPTION_KEY: key, ACTIVATION_PRICE_90D: bad }),
      )
      expect(problems).toHaveLength(1)
      expect(problems[0]).toContain('ACTIVATION_PRICE_90D')
    }
    expect(
      startupProblems(readEnv({ KEY_ENCRYPTION_KEY: key, ACTIVATION_PRICE_90D: '0.5' })),
    ).toEqual([])
  })
})
