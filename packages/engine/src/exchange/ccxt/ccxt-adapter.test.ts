import { afterEach, describe, expect, it } from 'vitest'
import type { Fill } from '../../core/types'
import { ExchangeError } from '../types'
import { CcxtAdapter } from './ccxt-adapter'
import { fakeCredentials, startFakeExchange, type FakeState } from './fake-exchange'
import { venueClientId, type VenueId } from './venues'

type Fake = Awaited<ReturnType<typeof startFakeExchange>>
let fake: Fake | null = null
afterEach(async () => {
  await fake?.close()
  fake = null
})

async function connect(
  venue: VenueId,
  state: FakeState = { withdrawals: false, trading: true },
  sandbox = false,
) {
  fake = await startFakeExchange(state)
  const adapter = new CcxtAdapter(
    { venue, credentials: fakeCredentials, baseUrl: fake.url, sandbox },
    'acct',
  )
  return { adapter, fake }
}

const calls = (f: Fake) => f.received.map((r) => `${r.method} ${r.path}`)

describe.each(['binance', 'okx'] as const)('ccxt adapter on a local %s fake', (venue) => {
  it('loads markets into our symbol rules and accepts a trade-only key', async () => {
    const { adapter, fake } = await connect(venue)
    await expect(adapter.connect()).resolves.toEqual({ canTrade: true, canWithdraw: false })
    const spec = await adapter.symbol('WLDUSDT')
    expect(spec).toMatchObject({
      symbol: 'WLDUSDT',
      base: 'WLD',
      quote: 'USDT',
      kind: 'spot',
      tickSize: '0.0001',
      stepSize: '0.1',
    })
    if (venue === 'binance') expect(spec.minNotional).toBe('5')
    // Nothing but the fake was called, and only the endpoints we mean to use.
    expect(calls(fake)).toEqual(
      venue === 'binance'
        ? ['GET /api/v3/exchangeInfo', 'GET /sapi/v1/account/apiRestrictions']
        : ['GET /api/v5/public/instruments', 'GET /api/v5/account/config'],
    )
    expect(fake.received.at(-1)!.signed).toBe(true)
  })

  it('rejects a key that allows withdrawals with a clear error', async () => {
    const { adapter } = await connect(venue, { withdrawals: true, trading: true })
    const error = await adapter.connect().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ExchangeError)
    expect((error as ExchangeError).code).toBe('KEY_PERMISSION')
    expect((error as ExchangeError).message).toBe(
      `This ${venue} API key allows withdrawals. Create a key with trading permission only and withdrawals disabled.`,
    )
  })

  it('rejects a key that cannot trade', async () => {
    const { adapter } = await connect(venue, { withdrawals: false, trading: false })
    await expect(adapter.connect()).rejects.toThrow(`This ${venue} API key cannot trade`)
  })

  it('places and cancels a limit order with our client order id, signed', async () => {
    const { adapter, fake } = await connect(venue)
    await adapter.connect()
    const view = await adapter.placeOrder('acct', {
      clientId: 'bot-7:12',
      symbol: 'WLDUSDT',
      side: 'buy',
      type: 'limit',
      price: 1.5,
      qty: '10',
    })
    expect(view).toMatchObject({
      clientId: 'bot-7:12',
      symbol: 'WLDUSDT',
      side: 'buy',
      type: 'limit',
      price: 1.5,
      qty: '10',
      status: 'open',
    })
    const placed = fake.received.find((r) => r.method === 'POST')!
    const sentId = venueClientId(venue, 'bot-7:12')
    expect(placed.signed).toBe(true)
    expect(venue === 'binance' ? placed.params.newClientOrderId : placed.params.clOrdId).toBe(
      sentId,
    )
    expect(
      venue === 'binance'
        ? [placed.params.price, placed.params.quantity]
        : [placed.params.px, placed.params.sz],
    ).toEqual(['1.5', '10'])

    await adapter.cancelOrder('acct', 'WLDUSDT', 'bot-7:12')
    const cancel = fake.received.at(-1)!
    expect(cancel.signed).toBe(true)
    expect(`${cancel.method} ${cancel.path}`).toBe(
      venue === 'binance' ? 'DELETE /api/v3/order' : 'POST /api/v5/trade/cancel-order',
    )
    expect(venue === 'binance' ? cancel.params.origClientOrderId : cancel.params.clOrdId).toBe(
      sentId,
    )
  })

  it('maps trades of its own orders into fills once, with our client ids', async () => {
    const { adapter } = await connect(venue)
    await adapter.connect()
    await adapter.placeOrder('acct', {
      clientId: 'bot-7:13',
      symbol: 'WLDUSDT',
      side: 'sell',
      type: 'limit',
      price: 2,
      qty: '4',
    })
    const heard: Fill[] = []
    adapter.listener = (_account, fill) => heard.push(fill)
    const fills = await adapter.poll()
    expect(fills).toEqual([
      {
        seq: 1,
        clientId: 'bot-7:13',
        symbol: 'WLDUSDT',
        side: 'sell',
        price: 2,
        qty: '4',
        quote: '8',
        fee: '0.015',
        feeAsset: 'USDT',
        maker: true,
        time: 1_700_000_000_000,
        tradeId: venue === 'binance' ? '500' : '900',
      },
    ])
    expect(heard).toEqual(fills)
    expect(await adapter.poll()).toEqual([])
  })

  it.each([
    ['LOT_SIZE', 'PRECISION'],
    ['PERCENT_PRICE_BY_SIDE', 'PRICE_BAND'],
    ['NOTIONAL', 'MIN_NOTIONAL'],
  ] as const)('names its refusal of an order by rule: %s is %s', async (rule, code) => {
    const { adapter } = await connect(venue, {
      withdrawals: false,
      trading: true,
      refuseOrders: rule,
    })
    await adapter.connect()
    const placing = adapter.placeOrder('acct', {
      clientId: 'b:1',
      symbol: 'WLDUSDT',
      side: 'buy',
      type: 'limit',
      price: 1.5,
      qty: '10',
    })
    await expect(placing).rejects.toMatchObject({ name: 'ExchangeError', code })
  })

  it('reads free and locked balances', async () => {
    const { adapter } = await connect(venue)
    const balances = await adapter.balances('acct')
    expect(balances.USDT).toEqual(
      venue === 'binance' ? { free: '980.5', locked: '20' } : { free: '900', locked: '100' },
    )
  })
})

describe('ccxt adapter sandbox mode', () => {
  it('OKX demo trading marks every request as simulated', async () => {
    const { adapter, fake } = await connect('okx', undefined, true)
    await adapter.connect()
    expect(fake.received.every((r) => r.headers['x-simulated-trading'] === '1')).toBe(true)
  })

  it('Binance testnet uses the testnet paths and skips the /sapi check its keys cannot need', async () => {
    const { adapter, fake } = await connect('binance', undefined, true)
    await expect(adapter.connect()).resolves.toEqual({ canTrade: true, canWithdraw: false })
    expect(calls(fake)).toEqual(['GET /api/v3/exchangeInfo'])
  })

  it('turns an exchange error into an ExchangeError', async () => {
    const { adapter } = await connect('binance')
    await adapter.connect()
    await expect(adapter.cancelOrder('acct', 'WLDUSDT', 'never-placed')).rejects.toBeInstanceOf(
      ExchangeError,
    )
  })
})
