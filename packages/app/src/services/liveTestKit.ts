import type { LiveClientMessage, LiveServerMessage } from '@atb/contract'
import type { LiveSocket } from './live'

/** A WebSocket stand-in the test drives: it records what the client sends and closes. */
export class FakeSocket implements LiveSocket {
  static all: FakeSocket[] = []
  sent: LiveClientMessage[] = []
  closedWith: number | null = null
  onopen: ((event: Event) => void) | null = null
  onmessage: ((event: MessageEvent) => void) | null = null
  onclose: ((event: CloseEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null

  constructor(readonly url: string) {
    FakeSocket.all.push(this)
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as LiveClientMessage)
  }
  close(code = 1000) {
    this.closedWith = code
  }
  open() {
    this.onopen?.(new Event('open'))
  }
  receive(message: LiveServerMessage) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }))
  }
  ready(maxSymbols = 50) {
    this.open()
    this.receive({
      type: 'ready',
      heartbeatMs: 30_000,
      maxSymbols,
      tickerIntervalMs: 250,
      sentAt: 0,
    })
  }
  /** The server closes (or the network drops) the socket. */
  serverClose(code: number) {
    this.onclose?.(new CloseEvent('close', { code }))
  }
  subscriptions(type: 'subscribe' | 'unsubscribe' = 'subscribe') {
    return this.sent.flatMap((m) => (m.type === type ? m.symbols : []))
  }
}

export const latest = () => {
  const socket = FakeSocket.all.at(-1)
  if (!socket) throw new Error('no socket opened')
  return socket
}
