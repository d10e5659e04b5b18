/** A price band (and a time) inside which a tick wakes nothing up. */
export interface Band {
  low: number
  high: number
  at: number
}

/**
 * The idle bands of everything on one feed (bots in the runner, order books in the paper exchange),
 * as flat arrays. The per-tick scan over 10,000 entries then reads contiguous memory instead of
 * chasing objects through the heap, which is where an idle tick's time went. Owners keep these in
 * step with their state.
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

  set(i: number, w: Band) {
    this.setRange(i, w.low, w.high, w.at)
  }

  setRange(i: number, low: number, high: number, at: number) {
    this.low[i] = low
    this.high[i] = high
    this.at[i] = at
  }

  /** An entry that no longer runs is never woken by a tick. */
  park(i: number) {
    this.low[i] = -Infinity
    this.high[i] = Infinity
    this.at[i] = Infinity
  }
}
