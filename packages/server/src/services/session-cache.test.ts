import { describe, expect, it } from 'vitest'
import { TestClock } from '../test/harness'
import { SessionCache, localRevocationBus } from './session-cache'

describe('SessionCache', () => {
  it('answers live only for the remembered session of that user, until its time is up', () => {
    const clock = new TestClock()
    const cache = new SessionCache({ clock, ttlMs: 1000 })
    expect(cache.isLive('u1', 's1')).toBe(false)
    cache.remember('u1', 's1', cache.begin())
    expect(cache.isLive('u1', 's1')).toBe(true)
    expect(cache.isLive('u1', 's0')).toBe(false)
    expect(cache.isLive('u2', 's1')).toBe(false)
    clock.advance(999)
    expect(cache.isLive('u1', 's1')).toBe(true)
    clock.advance(1)
    expect(cache.isLive('u1', 's1')).toBe(false)
  })

  it('forgets a user at once on revokeUser, and other users not at all', async () => {
    const cache = new SessionCache({ clock: new TestClock() })
    cache.remember('u1', 's1', cache.begin())
    cache.remember('u2', 's2', cache.begin())
    await cache.revokeUser('u1')
    expect(cache.isLive('u1', 's1')).toBe(false)
    expect(cache.isLive('u2', 's2')).toBe(true)
  })

  it('does not remember a read that a revocation overtook', async () => {
    const cache = new SessionCache({ clock: new TestClock() })
    // The session row was read as live, then a login committed and revoked before it was stored.
    const begun = cache.begin()
    await cache.revokeUser('u1')
    cache.remember('u1', 's-old', begun)
    expect(cache.isLive('u1', 's-old')).toBe(false)
    cache.remember('u1', 's-new', cache.begin())
    expect(cache.isLive('u1', 's-new')).toBe(true)
  })

  it('repeats a revocation from another process, and forgets everyone when messages were lost', async () => {
    const bus = localRevocationBus()
    const here = new SessionCache({ clock: new TestClock(), bus })
    const there = new SessionCache({ clock: new TestClock(), bus })
    for (const cache of [here, there]) {
      cache.remember('u1', 's1', cache.begin())
      cache.remember('u2', 's2', cache.begin())
    }
    await here.revokeUser('u1')
    expect(there.isLive('u1', 's1')).toBe(false)
    expect(there.isLive('u2', 's2')).toBe(true)

    let gap: ((userId: string | null) => void) | undefined
    const lossy = new SessionCache({
      clock: new TestClock(),
      bus: {
        publish: async () => undefined,
        subscribe: (listener) => {
          gap = listener
          return () => undefined
        },
      },
    })
    lossy.remember('u2', 's2', lossy.begin())
    gap?.(null)
    expect(lossy.isLive('u2', 's2')).toBe(false)
  })

  it('stays within its size by dropping the oldest entry', () => {
    const cache = new SessionCache({ clock: new TestClock(), maxEntries: 2 })
    cache.remember('u1', 's1', cache.begin())
    cache.remember('u2', 's2', cache.begin())
    cache.remember('u3', 's3', cache.begin())
    expect(cache.isLive('u1', 's1')).toBe(false)
    expect(cache.isLive('u2', 's2')).toBe(true)
    expect(cache.isLive('u3', 's3')).toBe(true)
  })

  it('stops listening on close', async () => {
    const bus = localRevocationBus()
    const closed = new SessionCache({ clock: new TestClock(), bus })
    closed.close()
    closed.remember('u1', 's1', closed.begin())
    await new SessionCache({ clock: new TestClock(), bus }).revokeUser('u1')
    expect(closed.isLive('u1', 's1')).toBe(true)
  })
})
