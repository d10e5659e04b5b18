import type { FastifyInstance } from 'fastify'
import { WebSocket, type ClientOptions } from 'ws'
import { API_PREFIX, LIVE_PATH, type LiveServerMessage } from '@atb/contract'
import { LocalLiveHub, type UserListener } from '../services/live-hub'

type Type = LiveServerMessage['type']
type Of<T extends Type> = Extract<LiveServerMessage, { type: T }>

export interface Closed {
  code: number
  reason: string
}

/** The live socket's address on a server listening on 127.0.0.1. */
export async function liveUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('server is not on TCP')
  return `ws://127.0.0.1:${address.port}${API_PREFIX}${LIVE_PATH}`
}

/**
 * A `ws` client that records every message and its close, so tests wait on what arrived (a
 * condition), never on time.
 */
export class TestSocket {
  readonly messages: LiveServerMessage[] = []
  readonly closed: Promise<Closed>
  pings = 0
  isClosed = false
  private waiters: (() => void)[] = []

  private constructor(readonly ws: WebSocket) {
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => {
        this.isClosed = true
        resolve({ code, reason: reason.toString() })
        this.wake()
      }),
    )
    ws.on('message', (data) => {
      this.messages.push(JSON.parse(String(data)) as LiveServerMessage)
      this.wake()
    })
    ws.on('ping', () => {
      this.pings += 1
      this.wake()
    })
    ws.on('error', () => {})
  }

  static async open(url: string, options: ClientOptions = {}): Promise<TestSocket> {
    const ws = new WebSocket(url, options)
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('error', reject)
    })
    return new TestSocket(ws)
  }

  /** Opens a socket and authenticates it; resolves once `ready` has arrived. */
  static async ready(url: string, token: string, options: ClientOptions = {}): Promise<TestSocket> {
    const socket = await TestSocket.open(url, options)
    socket.send({ type: 'auth', token })
    await socket.next('ready')
    return socket
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message))
  }

  /** The first message of this type (from the start) that matches; waits for it if need be. */
  async next<T extends Type>(type: T, match: (m: Of<T>) => boolean = () => true): Promise<Of<T>> {
    const find = () => this.of(type).find(match)
    await this.until(() => find() !== undefined)
    return find()!
  }

  /** Resolves when the condition holds, re-checked on every message, ping and the close. */
  async until(condition: () => boolean): Promise<void> {
    while (!condition()) {
      if (this.isClosed) throw new Error(`socket closed; got ${JSON.stringify(this.messages)}`)
      await new Promise<void>((resolve) => this.waiters.push(resolve))
    }
  }

  of<T extends Type>(type: T): Of<T>[] {
    return this.messages.filter((m) => m.type === type) as Of<T>[]
  }

  close(): void {
    this.ws.close()
  }

  private wake(): void {
    const waiters = this.waiters
    this.waiters = []
    for (const wake of waiters) wake()
  }
}

/** The user id inside an access token (its `sub`), to publish bot events to that user. */
export function userOf(token: string): string {
  const payload = token.split('.')[1] ?? ''
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub
}

/**
 * Short timings so throttle tests take a fraction of a second. The heartbeat stays long here: the
 * client and the server share one event loop, and a stalled loop would miss its own pongs.
 */
export const fastLive = {
  authTimeoutMs: 1_000,
  heartbeatMs: 10_000,
  maxBufferedBytes: 64 * 1024,
  tickerIntervalMs: 100,
  pnlIntervalMs: 200,
}

/** The in-process hub, counting listeners per user so a test can wait for a socket's cleanup. */
export class CountingHub extends LocalLiveHub {
  private readonly counts = new Map<string, number>()
  private waiters: (() => void)[] = []

  override listen(userId: string, listener: UserListener): () => void {
    this.bump(userId, 1)
    const off = super.listen(userId, listener)
    return () => {
      off()
      this.bump(userId, -1)
    }
  }

  count(userId: string): number {
    return this.counts.get(userId) ?? 0
  }

  async until(condition: () => boolean): Promise<void> {
    while (!condition()) await new Promise<void>((resolve) => this.waiters.push(resolve))
  }

  private bump(userId: string, by: number): void {
    this.counts.set(userId, this.count(userId) + by)
    const waiters = this.waiters
    this.waiters = []
    for (const wake of waiters) wake()
  }
}
