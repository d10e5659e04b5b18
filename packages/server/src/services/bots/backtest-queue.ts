import { BACKTEST_MAX_WAIT_MS, BACKTESTS_PER_ACCOUNT } from '@atb/contract'
import { ApiFailure } from '../../lib/errors'

/** Who asks and how they hear of their place; the signal ends the wait (the client left). */
export interface BacktestTurn {
  owner: string
  signal?: AbortSignal
  /** Told the place in line (1 is next) when queued and whenever it moves up. */
  onQueued?: (position: number) => void
}

export interface BacktestQueueOptions {
  /** Backtests running at once (each in a worker thread: the cores are the bots'). */
  workers: number
  /** Requests waiting beyond the running ones; the next is refused at once. */
  maxWaiting: number
  /** Running and waiting backtests one account may hold (decision 080). */
  perAccount: number
  /** How long a request may wait for its turn before it is refused (below the app's timeout). */
  maxWaitMs: number
  /** What a turn is taken to last until one has been measured. */
  firstGuessMs: number
}

export const defaultBacktestQueue: BacktestQueueOptions = {
  workers: 2,
  maxWaiting: 20,
  perAccount: BACKTESTS_PER_ACCOUNT,
  // The wait alone ends within the app's usual 20 s; the wizard's backtest call allows a run too.
  maxWaitMs: BACKTEST_MAX_WAIT_MS,
  // A 30-day replay with its worker's start on a busy two-core machine; measured turns replace it.
  firstGuessMs: 3_000,
}

interface Waiter {
  turn: BacktestTurn
  start: () => void
  fail: (error: unknown) => void
}

/**
 * The server's line for backtests (issue 26): at most `workers` run, the rest wait first come first
 * served, each told its place. A request is refused at once when the line is full: `maxWaiting`
 * places, or fewer when the turns measured so far say the new place would not start within
 * `maxWaitMs`. An account already holding its share is refused too, and a wait that still runs
 * past `maxWaitMs` ends with the same refusal: a translated answer instead of a long silence.
 */
export class BacktestQueue {
  private running = 0
  private readonly waiting: Waiter[] = []
  /** Running and waiting, per account. */
  private readonly held = new Map<string, number>()
  /** How long a turn lasts (preparing and running), a moving average of the last ones. */
  private turnMs: number

  constructor(private readonly options: BacktestQueueOptions = defaultBacktestQueue) {
    this.turnMs = options.firstGuessMs
  }

  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length }
  }

  /** Resolves with a release once it is this turn's time to run; the caller must release. */
  async take(turn: BacktestTurn): Promise<() => void> {
    turn.signal?.throwIfAborted()
    if ((this.held.get(turn.owner) ?? 0) >= this.options.perAccount)
      throw new ApiFailure('backtest_queue_limit')
    const now = this.running < this.options.workers && this.waiting.length === 0
    if (!now && !this.hasRoom()) throw new ApiFailure('backtest_queue_full')
    this.hold(turn.owner, 1)
    if (now) this.running++
    else await this.wait(turn)
    const started = performance.now()
    let released = false
    return () => {
      if (released) return
      released = true
      this.turnMs = 0.7 * this.turnMs + 0.3 * (performance.now() - started)
      this.hold(turn.owner, -1)
      this.running--
      this.next()
    }
  }

  /** A new place would start within the longest wait, as long as turns last what they did. */
  private hasRoom(): boolean {
    const place = this.waiting.length + 1
    if (place > this.options.maxWaiting) return false
    return Math.ceil(place / this.options.workers) * this.turnMs <= this.options.maxWaitMs
  }

  private wait(turn: BacktestTurn): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const leave = (error: unknown) => {
        const at = this.waiting.indexOf(waiter)
        if (at < 0) return
        this.waiting.splice(at, 1)
        this.hold(turn.owner, -1)
        cleanup()
        reject(error)
        this.tell(at)
      }
      const timer = setTimeout(
        () => leave(new ApiFailure('backtest_queue_full')),
        this.options.maxWaitMs,
      )
      const onAbort = () => leave(turn.signal?.reason)
      const cleanup = () => {
        clearTimeout(timer)
        turn.signal?.removeEventListener('abort', onAbort)
      }
      const waiter: Waiter = {
        turn,
        start: () => {
          cleanup()
          resolve()
        },
        fail: leave,
      }
      turn.signal?.addEventListener('abort', onAbort, { once: true })
      this.waiting.push(waiter)
      turn.onQueued?.(this.waiting.length)
    })
  }

  /** A slot is free: the first in line runs, everyone behind moves up one. */
  private next(): void {
    if (this.running >= this.options.workers) return
    const first = this.waiting.shift()
    if (!first) return
    this.running++
    first.start()
    this.tell(0)
  }

  /** Tells each waiter from index `from` on its new place. */
  private tell(from: number): void {
    for (let i = from; i < this.waiting.length; i++) this.waiting[i]!.turn.onQueued?.(i + 1)
  }

  private hold(owner: string, by: number): void {
    const n = (this.held.get(owner) ?? 0) + by
    if (n > 0) this.held.set(owner, n)
    else this.held.delete(owner)
  }

  /** Refuses everyone still waiting (the server is closing). */
  close(): void {
    for (const waiter of [...this.waiting]) waiter.fail(new ApiFailure('trading_unavailable'))
  }
}
