import { describe, expect, it } from 'vitest'
import { readEnv, startupProblems } from './config'

const key = Buffer.alloc(32, 3).toString('hex')

describe('metrics token and Redis (decision 075)', () => {
  it('reads METRICS_TOKEN and REDIS_URL, and leaves both off when unset or blank', () => {
    expect(
      readEnv({ METRICS_TOKEN: ' 0123456789abcdef ', REDIS_URL: 'redis://r:6379' }),
    ).toMatchObject({
      metricsToken: '0123456789abcdef',
      redisUrl: 'redis://r:6379',
    })
    expect(readEnv({ METRICS_TOKEN: ' ', REDIS_URL: '' })).toMatchObject({
      metricsToken: undefined,
      redisUrl: undefined,
    })
  })

  it('refuses to start with a guessable metrics token', () => {
    const problems = startupProblems(readEnv({ KEY_ENCRYPTION_KEY: key, METRICS_TOKEN: 'secret' }))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain('METRICS_TOKEN')
    expect(
      startupProblems(readEnv({ KEY_ENCRYPTION_KEY: key, METRICS_TOKEN: '0123456789abcdef' })),
    ).toEqual([])
  })
})

describe('RATE_LIMIT_EXEMPT (decision 080)', () => {
  it('reads addresses and CIDRs, and refuses to start on anything else', () => {
    const env = readEnv({
      KEY_ENCRYPTION_KEY: key,
      RATE_LIMIT_EXEMPT: ' 127.0.0.1, 10.0.0.0/8,::1 ',
    })
    expect(env.rateLimitExempt).toEqual(['127.0.0.1', '10.0.0.0/8', '::1'])
    expect(startupProblems(env)).toEqual([])
    expect(readEnv({}).rateLimitExempt).toEqual([])
    const bad = startupProblems(
      readEnv({ KEY_ENCRYPTION_KEY: key, RATE_LIMIT_EXEMPT: 'office, 10.0.0.0/33, 1.2.3.4/8/1' }),
    )
    expect(bad).toHaveLength(1)
    expect(bad[0]).toContain('RATE_LIMIT_EXEMPT')
    expect(bad[0]).toContain('office, 10.0.0.0/33, 1.2.3.4/8/1')
  })
})
