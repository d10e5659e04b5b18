import type { Watch } from '../strategies/types'

/**
 * The idle bands of every bot on one feed, as flat arrays. The per-tick scan over 10,000 bots then
 * reads three contiguous arrays instead of chasing slot → record → state → watch through the heap,
 * which is where an idle tick's time went. The runner keeps these in step with each bot's state.
 */
export class Bands<T> {
  slots: T[] = []
  low = new Float64Array(16)
  high = new Float64Array(16)
  at = new Float64Array(16)
  size = 0

  add(slot: T): number {
    if (this.size === this.low.length) {
      const grow = (a: Float64Array) => {
        const b = new Float64Array(a.length * 2)
        b.set(a)
        return b
      }
      this.low = grow(this.low)
      this.high = grow(this.high)
      this.at = grow(this.at)
    }
    const i = this.size++
    this.slots.push(slot)
    this.park(i)
    return i
  }

  set(i: number, w: Watch) {
    this.low[i] = w.low
    this.high[i] = w.high
    this.at[i] = w.at
  }

  /** A bot that no longer runs is never woken by a tick. */
  park(i: number) {
    this.low[i] = -Infinity
    this.high[i] = Infinity
    this.at[i] = Infinity
  }
}
