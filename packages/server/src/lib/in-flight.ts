/**
 * Work still running: API handlers, and work done after a reply (`Background`). Closing the server
 * waits for open connections only: a handler whose client went away (a closed tab, a load
 * balancer's timeout) runs on, so close waits for these too before the trading host and the
 * database stop under them.
 */
export class InFlight {
  private readonly running = new Set<Promise<unknown>>()

  get size(): number {
    return this.running.size
  }

  track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work)
    const done = () => this.running.delete(work)
    work.then(done, done)
    return work
  }

  /**
   * True once every piece of work running now and started meanwhile has ended; false at
   * `timeoutMs` (without one, it waits as long as that takes).
   */
  async settled(timeoutMs?: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<false>((resolve) => {
      if (timeoutMs !== undefined) timer = setTimeout(() => resolve(false), timeoutMs)
    })
    try {
      while (this.running.size > 0) {
        const ended = await Promise.race([
          Promise.allSettled([...this.running]).then(() => true as const),
          timeout,
        ])
        if (!ended) return false
      }
      return true
    } finally {
      clearTimeout(timer)
    }
  }
}
