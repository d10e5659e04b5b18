import { describe, expect, it } from 'vitest'
import { isChunkLoadError, recoveryTarget } from './chunkErrors'

const memoryStorage = () => {
  const data = new Map<string, string>()
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  }
}

describe('chunk load recovery', () => {
  it('recognises failed dynamic imports and stylesheet preloads, nothing else', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })

  it('reloads the target once, then gives up and goes home', () => {
    const storage = memoryStorage()
    expect(recoveryTarget('/bot/history', storage)).toBe('/bot/history')
    expect(recoveryTarget('/bot/history', storage)).toBe('/')
    expect(recoveryTarget('/bot/history', storage)).toBe('/bot/history')
  })
})
