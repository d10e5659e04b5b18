import { afterEach, describe, expect, it } from 'vitest'
import { ExchangeError } from '../types'
import { OandaAdapter } from './adapter'
import { fakeOandaAccount, fakeOandaToken, startFakeOanda } from './fake-oanda'

type Fake = Awaited<ReturnType<typeof startFakeOanda>>
let fake: Fake | null = null
afterEach(async () => {
  await fake?.close()
  fake = null
})

async function adapter(token = fakeOandaToken) {
  fake = await startFakeOanda({ now: () => Date.UTC(2026, 0, 6, 12) })
  fake.broker.setPrice('EUR_USD', 1.1, 1.1002)
  const a = new OandaAdapter({ accountId: fakeOandaAccount, token, url: fake.url })
  await a.loadMarkets()
  return { a, fake }
}

const code = (error: unknown) => (error instanceof ExchangeError ? error.code : String(error))

describe('OANDA adapter for the order worker, on a local fake broker', () => {
  it('places a market order in signed units (lots × 100,000 for EUR/USD) with our client id, and reads its fill once', async () => {
    const { a, fake } = await adapter()
    const view = await a.placeOrder('bot', {
      clientId: 'bot-1:1',
      symbol: 'EURUSD',
      side: 'sell',
      type: 'market',
      qty: '0.010007',
    })
    expect(view).toMatchObject({ status: 'filled', qty: '0.01', side: 'sell' })
    expect(fake.received.at(-1)).toMatchObject({
      method: 'POST',
      body: {
        order: {
          type: 'MARKET',
          instrument: 'EUR_USD',
          units: '-1000',
          timeInForce: 'FOK',
          clientExtensions: { id: 'bot-1:1' },
        },
      },
    })
    const fills = await a.poll()
    expect(fills).toEqual([
      expect.objectContaining({
        clientId: 'bot-1:1',
        symbol: 'EURUSD',
        side: 'sell',
        price: 1.1,
        qty: '0.01',
        quote: '1100',
        fee: '0',
        feeAsset: 'USD',
        realizedPnl: '0',
      }),
    ])
    expect(fills[0]!.tradeId).toMatch(/^\d+$/)
    expect(await a.poll()).toEqual([])
  })

  it('sizes a quote-amount market buy at the ask, in whole units', async () => {
    const { a } = await adapter()
    const view = await a.placeOrder('bot', {
      clientId: 'bot-1:2',
      symbol: 'EURUSD',
      side: 'buy',
      type: 'market',
      quoteQty: '550',
    })
    // 550 / 1.1002 = 499.9…: rounded down, never more than asked
    expect(view.qty).toBe('0.00499')
  })

  it('rests a limit order until the price crosses it, then books the realised profit', async () => {
    const { a, fake } = await adapter()
    await a.placeOrder('bot', {
      clientId: 'b:1',
      symbol: 'EURUSD',
      side: 'buy',
      type: 'market',
      qty: '0.01',
    })
    const limit = await a.placeOrder('bot', {
      clientId: 'b:2',
      symbol: 'EURUSD',
      side: 'sell',
      type: 'limit',
      price: 1.105,
      qty: '0.01',
    })
    expect(limit.status).toBe('open')
    expect((await a.poll()).map((f) => f.clientId)).toEqual(['b:1'])
    fake.broker.setPrice('EUR_USD', 1.1051, 1.1053)
    const [sold] = await a.poll()
    // bought at the ask 1.1002, sold at 1.105: 1000 × 0.0048
    expect(sold).toMatchObject({ clientId: 'b:2', side: 'sell', price: 1.105, realizedPnl: '4.8' })
  })

  it('answers a resent client id with DUPLICATE_ORDER and finds the order by that id', async () => {
    const { a } = await adapter()
    const req = {
      clientId: 'b:9',
      symbol: 'EURUSD',
      side: 'buy',
      type: 'limit',
      price: 1.09,
      qty: '0.0001',
    } as const
    await a.placeOrder('bot', req)
    expect(code(await a.placeOrder('bot', req).catch((e: unknown) => e))).toBe('DUPLICATE_ORDER')
    const fresh = new OandaAdapter({
      accountId: fakeOandaAccount,
      token: fakeOandaToken,
      url: fake!.url,
    })
    await fresh.loadMarkets()
    expect(await fresh.orderByClientId('EURUSD', 'b:9')).toMatchObject({
      status: 'open',
      qty: '0.0001',
      price: 1.09,
    })
    expect(fresh.orderIdOf('b:9')).toMatch(/^\d+$/)
    expect(await fresh.orderByClientId('EURUSD', 'never')).toBeNull()
  })

  it('cancels by client id; a second cancel is UNKNOWN_ORDER', async () => {
    const { a } = await adapter()
    await a.placeOrder('bot', {
      clientId: 'c:1',
      symbol: 'EURUSD',
      side: 'buy',
      type: 'limit',
      price: 1.05,
      qty: '0.0001',
    })
    await a.cancelOrder('bot', 'EURUSD', 'c:1')
    expect(await a.orderByClientId('EURUSD', 'c:1')).toMatchObject({ status: 'canceled' })
    expect(code(await a.cancelOrder('bot', 'EURUSD', 'c:1').catch((e: unknown) => e))).toBe(
      'UNKNOWN_ORDER',
    )
  })

  it('a market order OANDA cancels for margin is an INSUFFICIENT_BALANCE refusal; a bad token is AUTH', async () => {
    const { a, fake } = await adapter()
    fake.broker.noMargin = true
    const refused = await a
      .placeOrder('bot', {
        clientId: 'm:1',
        symbol: 'EURUSD',
        side: 'buy',
        type: 'market',
        qty: '0.0001',
      })
      .catch((e: unknown) => e)
    expect(code(refused)).toBe('INSUFFICIENT_BALANCE')
    expect(String(refused)).toMatch(/INSUFFICIENT_MARGIN/)
    const bad = new OandaAdapter({ accountId: fakeOandaAccount, token: 'revoked', url: fake.url })
    expect(code(await bad.loadMarkets().catch((e: unknown) => e))).toBe('AUTH')
  })

  it('after a restart, the first poll catches up on fills made while it was down', async () => {
    const { a, fake } = await adapter()
    await a.placeOrder('bot', {
      clientId: 'r:1',
      symbol: 'EURUSD',
      side: 'buy',
      type: 'limit',
      price: 1.09,
      qty: '0.00005',
    })
    fake.broker.setPrice('EUR_USD', 1.0895, 1.0899)
    const restarted = new OandaAdapter({
      accountId: fakeOandaAccount,
      token: fakeOandaToken,
      url: fake.url,
    })
    await restarted.loadMarkets()
    expect((await restarted.poll()).map((f) => f.clientId)).toEqual(['r:1'])
  })
})

describe('OANDA faults (issue 28), as the order worker sees them', () => {
  const order = { clientId: 'bot-9:1', symbol: 'EURUSD', side: 'buy', type: 'market', qty: '0.01' }
  const place = (a: OandaAdapter) =>
    a.placeOrder('bot', order as Parameters<OandaAdapter['placeOrder']>[1])

  it('a 429 is a rate limit with its wait; a 500 and a 503 are worth retrying, never refusals', async () => {
    const { a, fake } = await adapter()
    fake.state.faults.push({ kind: 'rate_limit', retryAfterS: 3 })
    const limited = await place(a).catch((e: unknown) => e)
    expect(limited).toMatchObject({ code: 'RATE_LIMIT', retryAfterMs: 3000 })
    for (const kind of ['server_error', 'maintenance'] as const) {
      fake.state.faults.push({ kind })
      expect(code(await place(a).catch((e: unknown) => e))).toBe('NETWORK')
    }
    // None of them placed anything: the same client id goes through once the venue serves.
    await expect(place(a)).resolves.toMatchObject({ status: 'filled' })
    expect(fake.faultCounts).toMatchObject({ rate_limit: 1, server_error: 1, maintenance: 1 })
  })

  it('an order booked whose answer never comes is found by its client id, so it is not sent twice', async () => {
    fake = await startFakeOanda({ now: () => Date.UTC(2026, 0, 6, 12) })
    fake.broker.setPrice('EUR_USD', 1.1, 1.1002)
    const a = new OandaAdapter({
      accountId: fakeOandaAccount,
      token: fakeOandaToken,
      url: fake.url,
      timeoutMs: 300,
    })
    await a.loadMarkets()
    fake.state.faults.push({ kind: 'timeout_after_accept' })
    expect(code(await place(a).catch((e: unknown) => e))).toBe('NETWORK')
    await expect(a.orderByClientId('EURUSD', 'bot-9:1')).resolves.toMatchObject({
      clientId: 'bot-9:1',
    })
    expect(code(await place(a).catch((e: unknown) => e))).toBe('DUPLICATE_ORDER')
  })

  it('margin the account lacks is a refusal with its reason', async () => {
    const { a, fake } = await adapter()
    fake.state.faults.push({ kind: 'insufficient_balance' })
    expect(code(await place(a).catch((e: unknown) => e))).toBe('INSUFFICIENT_BALANCE')
  })
})

describe('OANDA orders the user cancels on its site (issue 28)', () => {
  const limit = (clientId: string, symbol: string, price: number) =>
    ({ clientId, symbol, side: 'buy', type: 'limit', price, qty: '0.01' }) as const

  it('lists our pending orders only, on the instruments of the symbols asked', async () => {
    const { a, fake } = await adapter()
    await a.placeOrder('bot', limit('p:eur', 'EURUSD', 1.09))
    await a.placeOrder('bot', limit('p:gold', 'XAUUSD', 2300))
    await a.placeOrder('bot', { ...limit('p:filled', 'EURUSD', 1.09), type: 'market' })
    await a.placeOrder('bot', limit('p:cancelled', 'EURUSD', 1.08))
    await a.cancelOrder('bot', 'EURUSD', 'p:cancelled')
    expect([...(await a.restingClientIds(['EURUSD']))]).toEqual(['p:eur'])
    expect([...(await a.restingClientIds(['EURUSD', 'XAUUSD']))].sort()).toEqual([
      'p:eur',
      'p:gold',
    ])
    expect(fake.received.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v3/accounts/${fakeOandaAccount}/pendingOrders`,
    })
  })

  it('an order the user cancels leaves the pending list and reads as canceled, with no fill', async () => {
    const { a, fake } = await adapter()
    await a.placeOrder('bot', limit('u:1', 'EURUSD', 1.09))
    await a.placeOrder('bot', limit('u:2', 'EURUSD', 1.08))
    expect(fake.cancelByUser('u:1')).toBe(true)
    expect([...(await a.restingClientIds(['EURUSD']))]).toEqual(['u:2'])
    expect(await a.orderByClientId('EURUSD', 'u:1')).toMatchObject({
      status: 'canceled',
      side: 'buy',
      qty: '0.01',
    })
    expect(fake.broker.transactions.at(-1)).toMatchObject({
      type: 'ORDER_CANCEL',
      reason: 'CLIENT_REQUEST',
    })
    // Its price is reached after the cancel: nothing fills, nothing is read as a trade.
    fake.broker.setPrice('EUR_USD', 1.0895, 1.0899)
    expect((await a.poll()).map((f) => f.clientId)).toEqual([])
    // Only a pending order can be cancelled: not twice, not a filled one, not one never sent.
    expect(fake.cancelByUser('u:1')).toBe(false)
    expect(fake.cancelByUser('never')).toBe(false)
    fake.broker.setPrice('EUR_USD', 1.0795, 1.0799)
    expect((await a.poll()).map((f) => f.clientId)).toEqual(['u:2'])
    expect(fake.cancelByUser('u:2')).toBe(false)
    expect(fake.ledger().map((o) => [o.clientId, o.state, o.tradeId !== null])).toEqual([
      ['u:1', 'CANCELLED', false],
      ['u:2', 'FILLED', true],
    ])
  })

  it('a fault on the pending list is a rate limit with its wait, or worth retrying', async () => {
    const { a, fake } = await adapter()
    await a.placeOrder('bot', limit('f:1', 'EURUSD', 1.09))
    fake.state.faults.push({ kind: 'rate_limit', on: 'any', retryAfterS: 2 })
    expect(await a.restingClientIds(['EURUSD']).catch((e: unknown) => e)).toMatchObject({
      code: 'RATE_LIMIT',
      retryAfterMs: 2000,
    })
    for (const kind of ['server_error', 'maintenance'] as const) {
      fake.state.faults.push({ kind, on: 'any' })
      expect(code(await a.restingClientIds(['EURUSD']).catch((e: unknown) => e))).toBe('NETWORK')
    }
    expect([...(await a.restingClientIds(['EURUSD']))]).toEqual(['f:1'])
    expect(fake.faultCounts).toMatchObject({ rate_limit: 1, server_error: 1, maintenance: 1 })
  })
})
