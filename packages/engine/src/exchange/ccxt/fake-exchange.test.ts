import { afterEach, describe, expect, it } from 'vitest'
import { CcxtAdapter } from './ccxt-adapter'
import { FAKE_CONTROL_PATH, fakeCredentials, startFakeExchange } from './fake-exchange'

type Fake = Awaited<ReturnType<typeof startFakeExchange>>
let fake: Fake | null = null
afterEach(async () => {
  await fake?.close()
  fake = null
})

/** The fake's control route, as an end-to-end run in another process reaches it. */
async function setState(f: Fake, patch: unknown) {
  const response = await fetch(`${f.url}${FAKE_CONTROL_PATH}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(patch),
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

describe.each(['binance', 'okx'] as const)('the fake %s with a book', (venue) => {
  it('rests limit orders until the price reaches them, then fills them whole at their price', async () => {
    fake = await startFakeExchange({ withdrawals: false, trading: true, strictAuth: true })
    const adapter = new CcxtAdapter(
      { venue, credentials: fakeCredentials, baseUrl: fake.url },
      'acct',
    )
    await adapter.connect()
    expect(await setState(fake, { price: 2, book: true })).toEqual({
      status: 200,
      body: expect.objectContaining({ price: 2, book: true, faults: [] }),
    })
    const order = (clientId: string, side: 'buy' | 'sell', price?: number) =>
      adapter.placeOrder('acct', {
        clientId,
        symbol: 'WLDUSDT',
        side,
        type: price === undefined ? 'market' : 'limit',
        ...(price === undefined ? {} : { price }),
        qty: '10',
      })
    await order('bot:1', 'buy')
    await order('bot:2', 'sell', 2.2)
    await order('bot:3', 'buy', 1.8)
    await order('bot:4', 'buy', 1.7)
    let since = Date.now()
    const heard = async () => {
      const fills = await adapter.poll()
      // Each trade is stamped when it filled.
      for (const f of fills) expect(f.time).toBeGreaterThanOrEqual(since)
      since = Date.now()
      return fills.map((f) => `${f.clientId} ${f.side} ${f.qty} @ ${f.price}`)
    }
    // The market order fills at the price; the limits wait.
    expect(await heard()).toEqual(['bot:1 buy 10 @ 2'])
    expect(await heard()).toEqual([])

    // Up through the sell: it fills at its own price, and stays filled when the price falls back.
    await setState(fake, { price: 2.25 })
    expect(await heard()).toEqual(['bot:2 sell 10 @ 2.2'])
    await setState(fake, { price: 1.8 })
    expect(await heard()).toEqual(['bot:3 buy 10 @ 1.8'])
    // A cancelled order never fills.
    await adapter.cancelOrder('acct', 'WLDUSDT', 'bot:4')
    await setState(fake, { price: 1.5 })
    expect(await heard()).toEqual([])
    expect(await adapter.orderByClientId('WLDUSDT', 'bot:4')).toMatchObject({
      clientId: 'bot:4',
      status: 'canceled',
    })
    expect(await adapter.orderByClientId('WLDUSDT', 'bot:2')).toMatchObject({ status: 'filled' })
  })
})

describe('the fake’s control route', () => {
  it('refuses what is not a price above 0 or a book flag, and changes nothing', async () => {
    fake = await startFakeExchange({ withdrawals: false, trading: true, price: 3 })
    expect((await setState(fake, { price: -1 })).status).toBe(400)
    expect((await setState(fake, { book: 'yes' })).status).toBe(400)
    const read = await fetch(`${fake.url}${FAKE_CONTROL_PATH}`)
    expect(await read.json()).toMatchObject({ price: 3, book: false, faults: [] })
    // Control requests are not the venue's: nothing is recorded.
    expect(fake.received).toEqual([])
  })
})
