import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { KeyedExchange } from '@atb/contract'
import {
  fakeCredentials,
  fakeOandaAccount,
  fakeOandaToken,
  startFakeExchange,
  startFakeOanda,
} from '@atb/engine/testing'
import type { ExchangeAccess } from '../services/exchange-access'
import { exchangeBalances } from './bot-runtime'

/** The create rules' balance read at a connected venue, with the user's key, against local fakes. */
describe('exchangeBalances', () => {
  let exchange: Awaited<ReturnType<typeof startFakeExchange>>
  let oanda: Awaited<ReturnType<typeof startFakeOanda>>
  const access: ExchangeAccess = {
    status: async () => 'connected',
    credentials: async (_user, venue: KeyedExchange) =>
      venue === 'oanda' ? { apiKey: fakeOandaAccount, secret: fakeOandaToken } : fakeCredentials,
    markInvalid: async () => {},
  }
  beforeAll(async () => {
    exchange = await startFakeExchange({ withdrawals: false, trading: true })
    oanda = await startFakeOanda()
  })
  afterAll(async () => {
    await exchange.close()
    await oanda.close()
  })

  it('reads free balances from Binance with a signed call', async () => {
    const read = exchangeBalances(access, { binance: exchange.url })
    expect(await read('user-1', 'binance')).toMatchObject({ USDT: '980.5', WLD: '3' })
    expect(exchange.received.some((r) => r.path === '/api/v3/account' && r.signed)).toBe(true)
  })

  it('reads the OANDA account balance in its currency', async () => {
    const read = exchangeBalances(access, { oanda: oanda.url })
    expect(await read('user-1', 'oanda')).toEqual({ USD: '100000.0000' })
  })
})
