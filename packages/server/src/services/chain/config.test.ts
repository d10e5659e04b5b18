import { describe, expect, it } from 'vitest'
import { chainProblems, readChainEnv } from './config'

describe('the chain settings from the environment', () => {
  it('reads the automatic signer’s maximum, off unless set', () => {
    expect(readChainEnv({}).autoApproveMax).toBeUndefined()
    expect(readChainEnv({ WITHDRAWAL_AUTO_APPROVE_MAX: ' 100 ' }).autoApproveMax).toBe('100')
  })

  it('names a maximum that is not a positive USDT amount, and accepts one that is', () => {
    const problems = (value: string) =>
      chainProblems(readChainEnv({ WITHDRAWAL_AUTO_APPROVE_MAX: value }), false)
    expect(problems('250.5')).toEqual([])
    for (const bad of ['0', '-5', 'lots', '1.1234567'])
      expect(problems(bad)).toEqual([
        `WITHDRAWAL_AUTO_APPROVE_MAX must be a positive USDT amount with at most six decimals (it is "${bad}").`,
      ])
  })
})
