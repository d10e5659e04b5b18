import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { liveClose, type LiveTicker } from '@atb/contract'
import { createLiveClient, liveUrl, type LiveClientOptions } from './live'
import { FakeSocket, latest } from './liveTestKit'

const ticker = (symbol: string, last: number): LiveTicker => ({
  symbol,
  market: 'crypto',
  last,
  change_24h: 1.5,
  high_24h: last,
  low_24h: last,
  volume_24h: 10,
  time: 0,
  source: 'replay',
})

function client(overrides: Partial<LiveClientOptions> = {}) {
  return createLiveClient({
    url: () => 'ws://test/v1/ws',
    getToken: () => 'token-1',
    createSocket: (url) => new FakeSocket(url),
    random: () => 1,
    ...overrides,
  })
}

describe('live client', () => {
  beforeEach(() => {
    FakeSocket.all = []
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  it('opens one socket on the first subscriber, authenticates first, then subscribes', () => {
    const live = client()
    expect(FakeSocket.all).toHaveLength(0)
    live.subscribeTicker('BTCUSDT', () => undefined)
    live.subscribeTicker('ETHUSDT', () => undefined)
    expect(FakeSocket.all).toHaveLength(1)
    expect(live.getStatus()).toBe('connecting')
    latest().ready()
    expect(latest().sent[0]).toEqual({ type: 'auth', token: 'token-1' })
    expect(latest().subscriptions()).toEqual(['BTCUSDT', 'ETHUSDT'])
    expect(live.getStatus()).toBe('live')
  })

  it('counts subscribers per symbol and closes the socket with the last one', () => {
    const live = client()
    const stopA = live.subscribeTicker('BTCUSDT', () => undefined)
    const stopB = live.subscribeTicker('BTCUSDT', () => undefined)
    const stopC = live.subscribeTicker('ETHUSDT', () => undefined)
    const socket = latest()
    socket.ready()
    expect(socket.subscriptions()).toEqual(['BTCUSDT', 'ETHUSDT'])
    stopA()
    expect(socket.subscriptions('unsubscribe')).toEqual([])
    stopB()
    expect(socket.subscriptions('unsubscribe')).toEqual(['BTCUSDT'])
    expect(socket.closedWith).toBeNull()
    stopC()
    expect(socket.closedWith).toBe(1000)
    expect(live.getStatus()).toBe('offline')
  })

  it('delivers tickers to the symbol’s listeners only', () => {
    const live = client()
    const btc = vi.fn()
    const eth = vi.fn()
    live.subscribeTicker('BTCUSDT', btc)
    live.subscribeTicker('ETHUSDT', eth)
    latest().ready()
    latest().receive({ type: 'ticker', ticker: ticker('BTCUSDT', 97_000), tickTime: 0, sentAt: 0 })
    expect(btc).toHaveBeenCalledTimes(1)
    expect(eth).not.toHaveBeenCalled()
    expect(live.getTicker('BTCUSDT')?.last).toBe(97_000)
    expect(live.getTicker('ETHUSDT')).toBeUndefined()
  })

  it('reconnects with growing, capped back-off and subscribes again', () => {
    const live = client({ baseDelayMs: 1_000, maxDelayMs: 4_000 })
    live.subscribeTicker('BTCUSDT', () => undefined)
    latest().ready()
    const waits: number[] = []
    for (let i = 0; i < 4; i += 1) {
      const before = FakeSocket.all.length
      latest().serverClose(1006)
      expect(live.getStatus()).toBe('offline')
      let waited = 0
      while (FakeSocket.all.length === before) {
        vi.advanceTimersByTime(250)
        waited += 250
      }
      waits.push(waited)
    }
    // random() = 1: the whole cap each time, doubling from 1 s up to 4 s.
    expect(waits).toEqual([1_000, 2_000, 4_000, 4_000])
    latest().ready()
    expect(latest().sent).toEqual([
      { type: 'auth', token: 'token-1' },
      { type: 'subscribe', channel: 'tickers', symbols: ['BTCUSDT'] },
    ])
    expect(live.getStatus()).toBe('live')
  })

  it('waits between half and all of the cap (jitter)', () => {
    const live = client({ baseDelayMs: 1_000, random: () => 0 })
    live.subscribeTicker('BTCUSDT', () => undefined)
    latest().serverClose(1006)
    vi.advanceTimersByTime(499)
    expect(FakeSocket.all).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(FakeSocket.all).toHaveLength(2)
  })

  it('stops on an auth close and resumes when the session has a new token', () => {
    let token = 'old'
    const tokenListeners = new Set<() => void>()
    const live = client({
      getToken: () => token,
      watchToken: (listener) => {
        tokenListeners.add(listener)
        return () => tokenListeners.delete(listener)
      },
    })
    live.subscribeTicker('BTCUSDT', () => undefined)
    latest().open()
    latest().serverClose(4401)
    vi.advanceTimersByTime(120_000)
    expect(FakeSocket.all).toHaveLength(1)
    expect(live.getStatus()).toBe('offline')
    token = 'new'
    for (const listener of tokenListeners) listener()
    expect(FakeSocket.all).toHaveLength(2)
    latest().open()
    expect(latest().sent[0]).toEqual({ type: 'auth', token: 'new' })
  })

  it('waits its longest back-off after a too-many-sockets close, and says so', () => {
    const live = client({ baseDelayMs: 1_000, maxDelayMs: 30_000, random: () => 0 })
    live.subscribeTicker('BTCUSDT', () => undefined)
    for (let i = 0; i < 3; i += 1) {
      latest().open()
      latest().serverClose(liveClose.tooManySockets.code)
      expect(live.getInfo().tooManySockets).toBe(true)
      expect(live.getStatus()).toBe('offline')
      // random() = 0: the fixed half of the longest wait, every time, from the first refusal on.
      const before = FakeSocket.all.length
      vi.advanceTimersByTime(14_999)
      expect(FakeSocket.all).toHaveLength(before)
      vi.advanceTimersByTime(1)
      expect(FakeSocket.all).toHaveLength(before + 1)
    }
    latest().ready()
    expect(live.getInfo().tooManySockets).toBe(false)
    expect(live.getStatus()).toBe('live')
  })

  it('delivers backtests’ places to backtest listeners, and keeps the socket open for them', () => {
    const live = client()
    const heard: number[] = []
    const stop = live.subscribeBacktests((m) => heard.push(m.position))
    expect(FakeSocket.all).toHaveLength(1)
    latest().ready()
    latest().receive({ type: 'backtest.queue', ticket: 'bt-1', position: 2, sentAt: 0 })
    latest().receive({ type: 'backtest.queue', ticket: 'bt-1', position: 1, sentAt: 0 })
    expect(heard).toEqual([2, 1])
    stop()
    expect(latest().closedWith).toBe(1000)
  })

  it('does not connect without a token', () => {
    const live = client({ getToken: () => null })
    live.subscribeTicker('BTCUSDT', () => undefined)
    expect(FakeSocket.all).toHaveLength(0)
    expect(live.getStatus()).toBe('offline')
  })

  it('pings, and treats a ping left unanswered for a period as a dead socket', () => {
    const live = client({ pingMs: 10_000, baseDelayMs: 1_000 })
    live.subscribeTicker('BTCUSDT', () => undefined)
    const socket = latest()
    socket.ready()
    vi.advanceTimersByTime(10_000)
    expect(socket.sent.at(-1)).toEqual({ type: 'ping', id: expect.any(String) })
    socket.receive({ type: 'pong', sentAt: 0 })
    vi.advanceTimersByTime(10_000)
    expect(socket.closedWith).toBeNull()
    vi.advanceTimersByTime(10_000)
    expect(socket.closedWith).toBe(4000)
    expect(live.getStatus()).toBe('offline')
    vi.advanceTimersByTime(1_000)
    expect(FakeSocket.all).toHaveLength(2)
  })

  it('keeps to the server’s symbol limit and fills a freed slot', () => {
    const live = client()
    const stops = ['AAUSDT', 'BBUSDT', 'CCUSDT'].map((s) =>
      live.subscribeTicker(s, () => undefined),
    )
    const socket = latest()
    socket.ready(2)
    expect(socket.subscriptions()).toEqual(['AAUSDT', 'BBUSDT'])
    stops[0]?.()
    expect(socket.subscriptions('unsubscribe')).toEqual(['AAUSDT'])
    expect(socket.subscriptions()).toEqual(['AAUSDT', 'BBUSDT', 'CCUSDT'])
  })

  it('subscribes a symbol added while the socket is live, without a second socket', () => {
    const live = client()
    live.subscribeTicker('BTCUSDT', () => undefined)
    latest().ready()
    live.subscribeTicker('ETHUSDT', () => undefined)
    expect(FakeSocket.all).toHaveLength(1)
    expect(latest().subscriptions()).toEqual(['BTCUSDT', 'ETHUSDT'])
  })

  it('skips the back-off when told the browser is online again', () => {
    const live = client({ baseDelayMs: 60_000 })
    live.subscribeTicker('BTCUSDT', () => undefined)
    latest().serverClose(1006)
    expect(FakeSocket.all).toHaveLength(1)
    live.reconnectNow()
    expect(FakeSocket.all).toHaveLength(2)
  })

  it('addresses the API’s socket on this origin', () => {
    expect(liveUrl('https://bot.example')).toBe('wss://bot.example/v1/ws')
    expect(liveUrl('http://127.0.0.1:3000')).toBe('ws://127.0.0.1:3000/v1/ws')
  })
})
