import { EventEmitter } from 'node:events'
import type { Clock } from '../lib/deps'

/**
 * Carries "this user's sessions changed" between processes. One process needs nothing more than
 * `localRevocationBus()`; several processes plug in Redis pub/sub behind the same two calls
 * (decision 025).
 */
export interface RevocationBus {
  /** Resolves once the message has left for every other process. */
  publish(userId: string): Promise<void>
  /**
   * Null means messages may have been lost (a dropped Redis connection): forget every user.
   * Returns the unsubscribe call.
   */
  subscribe(listener: (userId: string | null) => void): () => void
}

/** In-process bus; tests share one between two servers to stand in for pub/sub. */
export function localRevocationBus(): RevocationBus {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  return {
    async publish(userId) {
      emitter.emit('revoke', userId)
    },
    subscribe(listener) {
      emitter.on('revoke', listener)
      return () => emitter.off('revoke', listener)
    },
  }
}

export interface SessionCacheOptions {
  clock: Clock
  bus?: RevocationBus
  /** How long a live answer is trusted without asking the database: the net under a lost message. */
  ttlMs?: number
  maxEntries?: number
}

interface Entry {
  sessionId: string
  until: number
}

/**
 * Remembers which session is each user's live one, so an authenticated call needs no session read.
 * Nothing here ever expires a session on its own: every revocation in the services calls
 * `revokeUser` after its transaction commits, and the bus repeats it in every other process.
 */
export class SessionCache {
  private readonly live = new Map<string, Entry>()
  private readonly clock: Clock
  private readonly bus: RevocationBus
  private readonly ttlMs: number
  private readonly maxEntries: number
  private readonly unsubscribe: () => void
  private readonly watchers = new Set<(userId: string | null) => void>()
  /** Bumped by every revocation; a database read that straddles one is not remembered. */
  private generation = 0

  constructor(options: SessionCacheOptions) {
    this.clock = options.clock
    this.bus = options.bus ?? localRevocationBus()
    this.ttlMs = options.ttlMs ?? 60_000
    this.maxEntries = options.maxEntries ?? 100_000
    this.unsubscribe = this.bus.subscribe((userId) => {
      this.forget(userId)
      this.notify(userId)
    })
  }

  isLive(userId: string, sessionId: string): boolean {
    const entry = this.live.get(userId)
    if (!entry || entry.sessionId !== sessionId) return false
    if (entry.until > this.clock.now().getTime()) return true
    this.live.delete(userId)
    return false
  }

  /** Taken before reading the session row; hand it back to `remember`. */
  begin(): number {
    return this.generation
  }

  remember(userId: string, sessionId: string, begun: number): void {
    // A revocation committed while the row was being read may not be visible in what was read.
    if (begun !== this.generation) return
    this.live.delete(userId)
    if (this.live.size >= this.maxEntries) {
      const oldest = this.live.keys().next()
      if (!oldest.done) this.live.delete(oldest.value)
    }
    this.live.set(userId, { sessionId, until: this.clock.now().getTime() + this.ttlMs })
  }

  /** Call after the transaction that revoked any of the user's sessions has committed. */
  async revokeUser(userId: string): Promise<void> {
    this.forget(userId)
    this.notify(userId)
    await this.bus.publish(userId)
  }

  /**
   * Hears every revocation this process makes or hears of on the bus (null: maybe missed some), so
   * long-lived connections (the live socket) can re-check their session instead of polling. A
   * revocation made here may be heard twice (locally and back from the bus); listeners coalesce.
   */
  watch(listener: (userId: string | null) => void): () => void {
    this.watchers.add(listener)
    return () => this.watchers.delete(listener)
  }

  close(): void {
    this.unsubscribe()
    this.watchers.clear()
    this.forget(null)
  }

  private notify(userId: string | null): void {
    for (const listener of this.watchers) listener(userId)
  }

  private forget(userId: string | null): void {
    this.generation += 1
    if (userId === null) this.live.clear()
    else this.live.delete(userId)
  }
}
