import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkKeyWithExchange, KeyCheckError } from './key-check'
import { fakeCredentials, startFakeExchange } from './fake-exchange'
import type { VenueId } from './venues'

describe.each<VenueId>(['binance', 'okx'])('checking a %s key before it is saved', (venue) => {
  let fake: Awaited<ReturnType<typeof startFakeExchange>>
  beforeAll(async () => {
    fake = await startFakeExchange({ withdrawals: false, trading: true, strictAuth: true })
  })
  afterAll(() => fake.close())

  const check = (credentials = fakeCredentials, baseUrl = fake.url) =>
    checkKeyWithExchange({ venue, credentials, baseUrl, timeoutMs: 2_000 })
  const failureOf = (p: Promise<unknown>) =>
    p.then(
      () => 'accepted',
      (e: unknown) => (e instanceof KeyCheckError ? e.failure : `other: ${String(e)}`),
    )

  it('accepts a trade-only key after a signed balance read', async () => {
    // Arrange
    fake.received.length = 0
    // Act
    const result = await check()
    // Assert
    expect(result.permissions).toEqual(['read', 'trade'])
    expect(result.assets).toBeGreaterThan(0)
    const signedPaths = fake.received.filter((r) => r.signed).map((r) => r.path)
    expect(signedPaths).toContain(
      venue === 'binance' ? '/api/v3/account' : '/api/v5/account/balance',
    )
  })

  it('refuses a key that may withdraw, and one that cannot trade', async () => {
    fake.state.withdrawals = true
    expect(await failureOf(check())).toBe('withdraw')
    fake.state.withdrawals = false
    fake.state.trading = false
    expect(await failureOf(check())).toBe('trade')
    fake.state.trading = true
  })

  it('calls a wrong secret an auth failure, and a closed port a network failure', async () => {
    expect(await failureOf(check({ ...fakeCredentials, secret: 'wrong' }))).toBe('auth')
    expect(await failureOf(check(fakeCredentials, 'http://127.0.0.1:9'))).toBe('network')
  })
})
