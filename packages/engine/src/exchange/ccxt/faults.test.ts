import { afterEach, describe, expect, it } from 'vitest'
import type { OrderRequest } from '../../core/types'
import { ExchangeError, type ExchangeErrorCode } from '../types'
import { CcxtAdapter, retryAfterOf } from './ccxt-adapter'
import { fakeCredentials, startFakeExchange, type FaultKind } from './fake-exchange'
import { venueClientId, type VenueId } from './venues'

/**
 * Issue 28: the fakes answer each fault with the venue's own status, code and words, and the
 * adapter files each under the code the order worker acts on, through ccxt's own error maps.
 */
type Fake = Awaited<ReturnType<typeof startFakeExchange>>
let fake: Fake | null = null
afterEach(async () => {
  await fake?.close()
  fake = null
})

async function connect(venue: VenueId, timeoutMs?: number) {
  fake = await startFakeExchange({ withdrawals: false, trading: true })
  const adapter = new CcxtAdapter(
    {
      venue,
      credentials: fakeCredentials,
      baseUrl: fake.url,
      ...(timeoutMs ? { timeoutMs } : {}),
    },
    'acct',
  )
  await adapter.connect()
  return { adapter, fake }
}

const order = (n: number): OrderRequest => ({
  clientId: `bot-9:${n}`,
  symbol: 'WLDUSDT',
  side: 'buy',
  type: 'limit',
  price: 1.5,
  qty: '10',
})

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the call went through'),
    (error: unknown) => {
      expect(error).toBeInstanceOf(ExchangeError)
      return error as ExchangeError
    },
  )

const expected: [FaultKind, ExchangeErrorCode][] = [
  ['rate_limit', 'RATE_LIMIT'],
  ['ban', 'RATE_LIMIT'],
  ['server_error', 'NETWORK'],
  ['maintenance', 'NETWORK'],
  ['insufficient_balance', 'INSUFFICIENT_BALANCE'],
]

describe.each(['binance', 'okx'] as const)('faults on the %s fake', (venue) => {
  it.each(expected)('%s is filed as %s, and the next order goes through', async (kind, code) => {
    const { adapter, fake } = await connect(venue)
    fake.state.faults = [{ kind, retryAfterS: 7 }]
    const error = await failure(adapter.placeOrder('acct', order(1)))
    expect(error.code).toBe(code)
    if (code === 'RATE_LIMIT') expect(error.retryAfterMs).toBeGreaterThan(5_000)
    expect(fake.faultCounts[kind]).toBe(1)
    // The fault was answered once; the venue takes the next order.
    await expect(adapter.placeOrder('acct', order(2))).resolves.toMatchObject({ status: 'open' })
  })

  it('times out on an order the venue booked, and finds it by its client id', async () => {
    const { adapter, fake } = await connect(venue, 1_000)
    fake.state.faults = [{ kind: 'timeout_after_accept' }]
    const error = await failure(adapter.placeOrder('acct', order(3)))
    expect(error.code).toBe('TIMEOUT')
    const found = await adapter.orderByClientId('WLDUSDT', 'bot-9:3')
    expect(found).toMatchObject({ clientId: 'bot-9:3', symbol: 'WLDUSDT', side: 'buy' })
    expect(fake.received.filter((r) => r.method === 'POST')).toHaveLength(1)
  })

  it('is refused with a clock error when skewed, and goes through once the clock is synced', async () => {
    const { adapter, fake } = await connect(venue)
    fake.state.clockSkewMs = 60_000
    const error = await failure(adapter.placeOrder('acct', order(4)))
    expect(error.code).toBe('CLOCK')
    await adapter.syncClock()
    await expect(adapter.placeOrder('acct', order(4))).resolves.toMatchObject({ status: 'open' })
  })

  it('takes faults and a user’s cancel through the control route, as another process does', async () => {
    const { fake } = await connect(venue)
    const put = (body: unknown) =>
      fetch(`${fake.url}/fake/state`, { method: 'PUT', body: JSON.stringify(body) })
    expect((await put({ faults: [{ kind: 'nonsense' }] })).status).toBe(400)
    const res = await put({ faults: [{ kind: 'maintenance', on: 'any' }] })
    expect(await res.json()).toMatchObject({ faults: [{ kind: 'maintenance', on: 'any' }] })
    expect((await put({ cancel: venueClientId(venue, 'bot-9:404') })).status).toBe(404)
  })
})

describe('retryAfterOf', () => {
  it('reads a ban’s end from Binance’s words before the header', () => {
    const now = 1_700_000_000_000
    expect(
      retryAfterOf(`IP banned until ${now + 90_000}. Please…`, { 'Retry-After': '5' }, now),
    ).toBe(90_000)
    expect(retryAfterOf('Too many requests', { 'Retry-After': '5' }, now)).toBe(5_000)
    expect(retryAfterOf('Too many requests', {}, now)).toBeUndefined()
  })
})
