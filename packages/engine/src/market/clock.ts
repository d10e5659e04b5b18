/** Time and timers for feeds, injected so tests step them by hand and never wait. */
export interface FeedClock {
  now(): number
  setInterval(fn: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
}

export const systemFeedClock: FeedClock = {
  now: () => Date.now(),
  setInterval: (fn, ms) => {
    const handle = setInterval(fn, ms)
    // A feed's timer alone should not keep a process (a CLI, a test run) alive.
    handle.unref()
    return handle
  },
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
}

/** A clock tests drive: `advance` moves time and runs the timers that fall due, in order. */
export class ManualClock implements FeedClock {
  private timers = new Map<number, { fn: () => void; ms: number; due: number }>()
  private nextId = 1

  constructor(private time = 0) {}

  now() {
    return this.time
  }

  setInterval(fn: () => void, ms: number) {
    const id = this.nextId++
    this.timers.set(id, { fn, ms, due: this.time + ms })
    return id
  }

  clearInterval(handle: unknown) {
    this.timers.delete(handle as number)
  }

  /** Moves time forward by `ms`, firing each timer every time it falls due. */
  advance(ms: number) {
    const end = this.time + ms
    for (;;) {
      const next = [...this.timers.values()].sort((a, b) => a.due - b.due)[0]
      if (!next || next.due > end) break
      this.time = next.due
      next.due += next.ms
      next.fn()
    }
    this.time = end
  }

  /** Timers still registered (a stopped feed leaves none). */
  get pending() {
    return this.timers.size
  }
}
