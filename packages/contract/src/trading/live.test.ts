import { describe, expect, it } from 'vitest'
import { LIVE_MAX_SYMBOLS, validateLiveMessage } from './live'

const paths = async (input: unknown) => {
  const result = await validateLiveMessage(input)
  return result.ok ? result.value : result.errors.map((e) => e.path)
}

describe('live socket client messages', () => {
  it('accepts each message type and keeps only its declared fields', async () => {
    expect(await paths({ type: 'auth', token: 'a.b.c', extra: 1 })).toEqual({
      type: 'auth',
      token: 'a.b.c',
    })
    expect(
      await paths({ type: 'subscribe', channel: 'tickers', symbols: ['BTCUSDT', 'XAUUSD'] }),
    ).toEqual({ type: 'subscribe', channel: 'tickers', symbols: ['BTCUSDT', 'XAUUSD'] })
    expect(await paths({ type: 'unsubscribe', channel: 'tickers', symbols: ['EURUSD'] })).toEqual({
      type: 'unsubscribe',
      channel: 'tickers',
      symbols: ['EURUSD'],
    })
    expect(await paths({ type: 'ping' })).toEqual({ type: 'ping' })
  })

  it('names the field at fault, never echoing the value', async () => {
    const tooMany = Array.from({ length: LIVE_MAX_SYMBOLS + 1 }, (_, i) => `S${i}USDT`)

    expect(await paths({ type: 'launch' })).toEqual(['type'])
    expect(await paths({ type: 'toString' })).toEqual(['type'])
    expect(await paths(['auth'])).toEqual(['type'])
    expect(await paths(null)).toEqual(['type'])
    expect(await paths({ type: 'auth' })).toEqual(['token'])
    expect(await paths({ type: 'subscribe', channel: 'bots', symbols: ['BTCUSDT'] })).toEqual([
      'channel',
    ])
    expect(await paths({ type: 'subscribe', channel: 'tickers', symbols: [] })).toEqual(['symbols'])
    expect(await paths({ type: 'subscribe', channel: 'tickers', symbols: tooMany })).toEqual([
      'symbols',
    ])
    expect(await paths({ type: 'subscribe', channel: 'tickers', symbols: ['btc/usdt'] })).toEqual([
      'symbols[0]',
    ])
    const result = await validateLiveMessage({ type: 'auth', token: { secret: 'hunter2' } })
    expect(JSON.stringify(result)).not.toContain('hunter2')
  })
})
