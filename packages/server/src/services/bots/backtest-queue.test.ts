import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiFailure } from '../../lib/errors'
import { BacktestQueue } from './backtest-queue'

const options = { workers: 1, maxWaiting: 3, perAccount: 2, maxWaitMs: 15_000, firstGuessMs: 1_000 }

/** A turn that records every place it is told. */
function turn(owner: string, signal?: AbortSignal) {
  const places: number[] = []
  return { owner, places, onQueued: (p: number) => places.push(p), ...(signal ? { signal } : {}) }
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ran',
    (error: unknown) => (error instanceof ApiFailure ? error.code : String(error)),
  )

describe('the line of backtests', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs up to its workers, then serves the waiting first come first served, telling each its place', async () => {
    const q = new BacktestQueue(options)
    const a = turn('a')
    const b = turn('b')
    const c = turn('c')
    const releaseA = await q.take(a)
    const order: string[] = []
    const waitB = q.take(b).then((release) => (order.push('b'), release))
    const waitC = q.take(c).then((release) => (order.push('c'), release))
    expect(q.size).toEqual({ running: 1, waiting: 2 })
    expect([a.places, b.places, c.places]).toEqual([[], [1], [2]])
    releaseA()
    const releaseB = await waitB
    // c moved up when b started.
    expect(c.places).toEqual([2, 1])
    releaseB()
    ;(await waitC)()
    expect(order).toEqual(['b', 'c'])
    expect(q.size).toEqual({ running: 0, waiting: 0 })
  })

  it('refuses at once when the line is full, and an account holding its share', async () => {
    const q = new BacktestQueue(options)
    await q.take(turn('a'))
    const waiting = ['b', 'c', 'd'].map((owner) => q.take(turn(owner)))
    expect(await codeOf(q.take(turn('e')))).toBe('backtest_queue_full')
    // 'a' runs one and waits for a second; a third is its own limit, not the line's.
    const q2 = new BacktestQueue(options)
    await q2.take(turn('a'))
    const second = q2.take(turn('a'))
    expect(await codeOf(q2.take(turn('a')))).toBe('backtest_queue_limit')
    expect(q2.size).toEqual({ running: 1, waiting: 1 })
    void waiting
    void second
  })

  it('gives the place up when the asker leaves, and moves everyone behind up one', async () => {
    const q = new BacktestQueue(options)
    const release = await q.take(turn('a'))
    const leaving = new AbortController()
    const b = turn('b', leaving.signal)
    const c = turn('c')
    const gone = codeOf(q.take(b))
    const waitC = q.take(c)
    leaving.abort(new ApiFailure('bad_request'))
    expect(await gone).toBe('bad_request')
    expect(c.places).toEqual([2, 1])
    expect(q.size).toEqual({ running: 1, waiting: 1 })
    // b's share is free again: it may take a new place, behind c.
    const again = q.take(turn('b'))
    expect(q.size).toEqual({ running: 1, waiting: 2 })
    release()
    ;(await waitC)()
    ;(await again)()
  })

  it('offers only the places that start within the longest wait, as turns have lasted', async () => {
    const q = new BacktestQueue({ ...options, maxWaiting: 20 })
    // One turn of 16 s moves the average from 1 s to 5.5 s: a place starts within 15 s only if
    // at most two turns come before it.
    const first = await q.take(turn('a'))
    vi.advanceTimersByTime(16_000)
    first()
    await q.take(turn('b'))
    const waiting = [q.take(turn('c')), q.take(turn('d'))]
    expect(q.size).toEqual({ running: 1, waiting: 2 })
    expect(await codeOf(q.take(turn('e')))).toBe('backtest_queue_full')
    void waiting
  })

  it('refuses a wait longer than its bound instead of keeping the asker silent', async () => {
    const q = new BacktestQueue(options)
    await q.take(turn('a'))
    const waited = codeOf(q.take(turn('b')))
    vi.advanceTimersByTime(options.maxWaitMs)
    expect(await waited).toBe('backtest_queue_full')
    expect(q.size).toEqual({ running: 1, waiting: 0 })
  })
})
