import { crc32 } from 'node:zlib'
import { PNG } from 'pngjs'
import { describe, expect, it } from 'vitest'
import { ApiFailure } from '../lib/errors'
import { checkPng } from './images'

const encode = (width: number, height: number) => PNG.sync.write(new PNG({ width, height }))
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`

/** A real PNG whose header claims other dimensions, with its CRC fixed so only the size is wrong. */
function claiming(width: number, height: number): Buffer {
  const bytes = Buffer.from(encode(1, 1))
  bytes.writeUInt32BE(width, 16)
  bytes.writeUInt32BE(height, 20)
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29)
  return bytes
}

const refusal = (bytes: Buffer) => {
  try {
    checkPng('profile_image', dataUrl(bytes))
    return null
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error
    return error.description
  }
}

describe('uploaded PNGs', () => {
  it('accepts a real PNG', () => {
    expect(refusal(encode(64, 48))).toBeNull()
  })

  it('refuses the PNG signature followed by HTML', () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>')
    const bytes = Buffer.concat([encode(1, 1).subarray(0, 8), html])
    expect(refusal(bytes)).toBe('The profile image must be a PNG image')
  })

  it('refuses anything after the last chunk', () => {
    const bytes = Buffer.concat([encode(1, 1), Buffer.from('<script>alert(1)</script>')])
    expect(refusal(bytes)).toBe('The profile image must be a PNG image')
  })

  it('refuses a 100000×100000 header before decoding anything', () => {
    expect(refusal(claiming(100_000, 100_000))).toBe(
      'The profile image must be at most 4096 pixels wide and high',
    )
    expect(refusal(claiming(4096, 4096))).toBe(
      'The profile image must be at most 4096 pixels wide and high',
    )
  })

  it('refuses broken compressed data and truncated files', () => {
    const good = encode(8, 8)
    const flipped = Buffer.from(good)
    flipped[good.length - 20] = flipped[good.length - 20]! ^ 0xff
    expect(refusal(flipped)).toBe('The profile image must be a PNG image')
    expect(refusal(good.subarray(0, good.length - 30))).toBe(
      'The profile image must be a PNG image',
    )
  })
})
