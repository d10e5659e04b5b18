import { describe, expect, it } from 'vitest'
import { clockFrom, loadMarketClock, marketNow, wallClock } from './marketClock'

describe('the market clock (decision 087)', () => {
  it('runs on from the answer at the replay speed', () => {
    let wall = 1_000_000
    const clock = clockFrom({ source: 'replay', time: 5_000_000, speed: 60 }, wall, () => wall)
    expect(clock.now()).toBe(5_000_000)
    // One wall second is one market minute at 60×.
    wall += 1000
    expect(clock.now()).toBe(5_060_000)
    expect([clock.source, clock.speed]).toEqual(['replay', 60])
  })

  it('is the wall clock while the server cannot answer, then asks once per resync', async () => {
    let asked = 0
    const failing = await loadMarketClock(() => {
      asked++
      return Promise.reject(new Error('offline'))
    })
    expect(failing).toBe(wallClock)
    expect(Math.abs(marketNow() - Date.now())).toBeLessThan(1000)
    const answer = () => {
      asked++
      return Promise.resolve({ source: 'replay' as const, time: 0, speed: 60 })
    }
    const known = await loadMarketClock(answer)
    expect(known.source).toBe('replay')
    expect(await loadMarketClock(answer)).toBe(known)
    expect(asked).toBe(2)
    expect(marketNow()).toBeLessThan(60_000)
  })
})
