import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import type { Candle } from '../core/types'

const CANDLES = 'packages/engine/data/candles'

/**
 * The monorepo root, found by walking up from this file to the folder that holds the candles: the
 * same from source (packages/engine/src/market) and from a bundle (packages/server/dist), whatever
 * the working directory.
 */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, CANDLES))) return dir
    if (path.dirname(dir) === dir) return path.resolve(from, '../../../..')
  }
}

export const repoRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)))
/** The recorded candles that ship with the project (see the README there for sources). */
export const candlesDir = path.resolve(repoRoot, CANDLES)

/** A bare name in the candles folder, gzipped or not (`x.csv` finds `x.csv` or `x.csv.gz`). */
export function candleFile(name: string): string {
  const plain = path.resolve(candlesDir, name)
  return existsSync(plain) || name.endsWith('.gz') ? plain : `${plain}.gz`
}

/** A candle file's text; `.gz` files are gunzipped. */
export function readCandleText(file: string): string {
  const bytes = readFileSync(file)
  return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8')
}

/** Parses the Binance kline CSV export: a header, then timestamp, open, high, low, close, volume, ... */
export function parseCandlesCsv(text: string): Candle[] {
  const lines = text.split(/\r?\n/)
  const candles: Candle[] = []
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]
    if (!line) continue
    const f = line.split(',')
    candles.push({
      time: Number(f[0]),
      open: Number(f[1]),
      high: Number(f[2]),
      low: Number(f[3]),
      close: Number(f[4]),
      volume: Number(f[5]),
    })
  }
  return checked(candles)
}

/** Parses `[[timestamp, open, high, low, close, volume], ...]`. */
export function parseCandlesJson(text: string): Candle[] {
  const rows = JSON.parse(text) as unknown
  if (!Array.isArray(rows)) throw new Error('candle JSON must be an array of rows')
  return checked(
    rows.map((row: unknown) => {
      const r = row as number[]
      return {
        time: Number(r[0]),
        open: Number(r[1]),
        high: Number(r[2]),
        low: Number(r[3]),
        close: Number(r[4]),
        volume: Number(r[5] ?? 0),
      }
    }),
  )
}

function checked(candles: Candle[]): Candle[] {
  candles.forEach((c, i) => {
    const ok =
      [c.time, c.open, c.high, c.low, c.close].every(Number.isFinite) &&
      c.low <= Math.min(c.open, c.close) &&
      c.high >= Math.max(c.open, c.close)
    if (!ok) throw new Error(`candle ${i} is malformed`)
  })
  return candles
}

/** Loads a CSV or JSON candle file (optionally gzipped) by path, or by bare name from the candles folder. */
export function loadCandles(file: string): Candle[] {
  const full = path.isAbsolute(file) || file.includes('/') ? path.resolve(file) : candleFile(file)
  const text = readCandleText(full)
  return full.replace(/\.gz$/, '').endsWith('.json')
    ? parseCandlesJson(text)
    : parseCandlesCsv(text)
}
