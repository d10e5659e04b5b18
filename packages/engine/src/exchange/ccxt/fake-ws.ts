import { createHash } from 'node:crypto'
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'

/** One accepted WebSocket connection of the fake: its path, and text frames both ways. */
export interface FakeSocket {
  path: string
  send(text: string): void
  close(): void
}

const GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11'

function frame(opcode: number, payload: Buffer): Buffer {
  const n = payload.length
  const head =
    n < 126
      ? Buffer.from([0x80 | opcode, n])
      : n < 65_536
        ? Buffer.from([0x80 | opcode, 126, n >> 8, n & 0xff])
        : Buffer.concat([Buffer.from([0x80 | opcode, 127]), bigLength(n)])
  return Buffer.concat([head, payload])
}

function bigLength(n: number) {
  const b = Buffer.alloc(8)
  b.writeBigUInt64BE(BigInt(n))
  return b
}

/**
 * The server side of RFC 6455, just enough for a test fake (unfragmented frames, text, ping and
 * close), so the engine needs no WebSocket library for its tests; ccxt brings its own client.
 */
export function acceptWebSockets(
  server: Server,
  onSocket: (socket: FakeSocket, onText: (listener: (text: string) => void) => void) => void,
) {
  const open = new Set<Duplex>()
  server.on('upgrade', (req: IncomingMessage, raw: Duplex) => {
    const key = req.headers['sec-websocket-key']
    if (typeof key !== 'string') return raw.destroy()
    const accept = createHash('sha1')
      .update(key + GUID)
      .digest('base64')
    raw.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    )
    open.add(raw)
    raw.on('close', () => open.delete(raw))
    raw.on('error', () => raw.destroy())
    let listener: (text: string) => void = () => {}
    const socket: FakeSocket = {
      path: new URL(req.url ?? '/', 'http://fake').pathname,
      send: (text) => void (raw.writable && raw.write(frame(0x1, Buffer.from(text)))),
      close: () => raw.end(frame(0x8, Buffer.alloc(0))),
    }
    let buffered = Buffer.alloc(0)
    raw.on('data', (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk])
      for (;;) {
        if (buffered.length < 2) return
        const opcode = buffered[0]! & 0x0f
        let length = buffered[1]! & 0x7f
        let offset = 2
        if (length === 126) {
          if (buffered.length < 4) return
          length = buffered.readUInt16BE(2)
          offset = 4
        } else if (length === 127) {
          if (buffered.length < 10) return
          length = Number(buffered.readBigUInt64BE(2))
          offset = 10
        }
        // Client frames are always masked (RFC 6455 §5.3).
        if (buffered.length < offset + 4 + length) return
        const mask = buffered.subarray(offset, offset + 4)
        const payload = Buffer.from(buffered.subarray(offset + 4, offset + 4 + length))
        for (let i = 0; i < payload.length; i++) payload[i]! ^= mask[i % 4]!
        buffered = buffered.subarray(offset + 4 + length)
        if (opcode === 0x1) listener(payload.toString('utf8'))
        else if (opcode === 0x9) raw.write(frame(0xa, payload))
        else if (opcode === 0x8) raw.end(frame(0x8, Buffer.alloc(0)))
      }
    })
    onSocket(socket, (l) => (listener = l))
  })
  return {
    /** Drops every connection, as an exchange restarting would. */
    closeAll() {
      for (const raw of open) raw.destroy()
    },
  }
}
