import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LiveBotMessage } from '@atb/contract'
import { createLiveClient, LIVE_LOG_SIZE, type LiveClientOptions } from './live'
import { FakeSocket, latest } from './liveTestKit'

let clock = 0
function client(overrides: Partial<LiveClientOptions> = {}) {
  return createLiveClient({
    url: () => 'ws://test/v1/ws',
    getToken: () => 'token-1',
    createSocket: (url) => new FakeSocket(url),
    random: () => 1,
    now: () => clock,
    ...overrides,
  })
}

const fill: LiveBotMessage = {
  type: 'bot.fill',
  botId: 'bot-1',
  fill: {
    clientId: 'c1',
    symbol: 'BTCUSDT',
    side: 'sell',
    price: 97_000,
    qty: '0.001',
    fee: '0.01',
    feeAsset: 'USDT',
    time: 5,
  },
  sentAt: 6,
}

describe('live client: bot events and the /ws page', () => {
  beforeEach(() => {
    FakeSocket.all = []
    clock = 1_000
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('delivers bot events to every subscribeBots listener until it unsubscribes', () => {
    const live = client()
    const first = vi.fn()
    const second = vi.fn()
    const stopFirst = live.subscribeBots(first)
    live.subscribeBots(second)
    expect(FakeSocket.all).toHaveLength(1)
    latest().ready()
    const pnl: LiveBotMessage = {
      type: 'bot.pnl',
      botId: 'bot-1',
      realized: '1.5',
      unrealized: '-0.2',
      equity: '1001.3',
      time: 7,
      sentAt: 8,
    }
    latest().receive(fill)
    stopFirst()
    latest().receive(pnl)
    expect(first.mock.calls).toEqual([[fill]])
    expect(second.mock.calls).toEqual([[fill], [pnl]])
    expect(live.getInfo().bots).toBe(true)
  })

  it('reports status, address, connection time, subscriptions and the log newest first', () => {
    const live = client()
    const changed = vi.fn()
    live.onInfo(changed)
    expect(live.getInfo()).toMatchObject({
      status: 'connecting',
      url: 'ws://test/v1/ws',
      connects: 0,
    })
    clock = 2_000
    latest().ready()
    live.subscribeTicker('BTCUSDT', () => undefined)
    latest().receive(fill)
    const info = live.getInfo()
    expect(info).toMatchObject({
      status: 'live',
      connectedAt: 2_000,
      connects: 1,
      symbols: ['BTCUSDT'],
      bots: false,
    })
    expect(info.log.map((entry) => entry.message.type)).toEqual(['bot.fill', 'ready'])
    expect(changed).toHaveBeenCalled()
    for (let i = 0; i < LIVE_LOG_SIZE + 5; i += 1) latest().receive({ type: 'pong', sentAt: i })
    expect(live.getInfo().log).toHaveLength(LIVE_LOG_SIZE)
  })

  it('measures latency from a ping to the pong with its id, ignoring other pongs', () => {
    const live = client()
    live.onInfo(() => undefined)
    latest().ready()
    clock = 10_000
    live.ping()
    const ping = latest().sent.at(-1)
    expect(ping).toMatchObject({ type: 'ping' })
    const id = ping?.type === 'ping' ? ping.id : undefined
    expect(id).toBeTruthy()
    clock = 10_042
    latest().receive({ type: 'pong', id: 'someone-else', sentAt: 0 })
    expect(live.getInfo().latencyMs).toBeNull()
    latest().receive({ type: 'pong', id, sentAt: 0 })
    expect(live.getInfo().latencyMs).toBe(42)
  })

  it('does not ping before the socket is ready', () => {
    const live = client()
    live.onInfo(() => undefined)
    live.ping()
    expect(latest().sent.some((m) => m.type === 'ping')).toBe(false)
  })

  it('reconnectNow replaces a live socket with a new one', () => {
    const live = client()
    live.onInfo(() => undefined)
    const old = latest()
    old.ready()
    live.reconnectNow()
    expect(old.closedWith).toBe(1000)
    expect(FakeSocket.all).toHaveLength(2)
    expect(live.getInfo().status).toBe('connecting')
    latest().ready()
    expect(live.getInfo()).toMatchObject({ status: 'live', connects: 2 })
    // The old socket is let go: its late messages and close reach nobody.
    expect(old.onmessage).toBeNull()
    expect(old.onclose).toBeNull()
  })

  it('reconnectNow skips the back-off wait after a drop', () => {
    const live = client()
    live.onInfo(() => undefined)
    latest().ready()
    latest().onclose?.(new CloseEvent('close', { code: 1006 }))
    expect(live.getInfo().status).toBe('offline')
    expect(FakeSocket.all).toHaveLength(1)
    live.reconnectNow()
    expect(FakeSocket.all).toHaveLength(2)
  })

  it('keeps the socket open while the page listens, and closes it with the last listener', () => {
    const live = client()
    const stopPage = live.onInfo(() => undefined)
    latest().ready()
    const stopTicker = live.subscribeTicker('ETHUSDT', () => undefined)
    stopTicker()
    expect(latest().closedWith).toBeNull()
    expect(live.getInfo().symbols).toEqual([])
    stopPage()
    expect(latest().closedWith).toBe(1000)
    expect(live.getStatus()).toBe('offline')
  })
})
