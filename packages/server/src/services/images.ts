import { PNG } from 'pngjs'
import { accountLabels, accountValidation, english, message, renderMessage } from '@atb/contract'
import type { FieldError } from '@atb/contract'
import { ApiFailure } from '../lib/errors'

/** Wider or taller than any banner the app shows; the pixel cap bounds decoding memory (16 MiB RGBA). */
export const IMAGE_MAX_SIDE = 4096
export const IMAGE_MAX_PIXELS = 2048 * 2048

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

type ImageField = 'profile_image' | 'banner_image'

function refuse(field: ImageField, descriptor: typeof accountValidation.png, n?: number): never {
  const label = accountLabels[field]
  const msg = message(descriptor, n === undefined ? { label } : { label, n })
  const text = renderMessage(msg, english)
  const error: FieldError = { path: field, message: msg as FieldError['message'], text }
  throw new ApiFailure('validation_failed', { description: text, errors: [error] })
}

/**
 * Walks the chunk list: IHDR first, IEND last with nothing after it (so no HTML can ride behind an
 * image), every length inside the file. Returns the IHDR dimensions, read before anything is decoded.
 */
function readHeader(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 8 + 25 + 12 || !bytes.subarray(0, 8).equals(SIGNATURE)) return null
  if (bytes.toString('latin1', 12, 16) !== 'IHDR' || bytes.readUInt32BE(8) !== 13) return null
  const header = { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
  for (let offset = 8; offset + 12 <= bytes.length;) {
    const end = offset + 12 + bytes.readUInt32BE(offset)
    if (end > bytes.length) return null
    if (bytes.toString('latin1', offset + 4, offset + 8) === 'IEND')
      return end === bytes.length ? header : null
    offset = end
  }
  return null
}

/**
 * Parses an uploaded PNG data URL fully: chunk structure, CRCs and the compressed pixels (pngjs), with
 * a dimension cap checked from the header before decoding. Answers the data URL, or throws a 400
 * field error.
 */
export function checkPng(field: ImageField, dataUrl: string): string {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
  const header = readHeader(bytes)
  if (!header) refuse(field, accountValidation.png)
  const { width, height } = header
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS)
    refuse(field, accountValidation.imageDimensions, IMAGE_MAX_SIDE)
  try {
    PNG.sync.read(bytes, { checkCRC: true })
  } catch {
    refuse(field, accountValidation.png)
  }
  return dataUrl
}
