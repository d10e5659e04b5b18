import { liveClose } from '@atb/contract'
import type { Deps } from '../lib/deps'
import type { LiveClient } from './live-client'
import { liveSessionIds } from './sessions'

/** Session ids per query when everyone is re-checked at once (a bus that may have lost messages). */
const CHECK_CHUNK = 500

/**
 * Every authenticated socket of this process, by user. It closes the ones whose session ends: on
 * each revocation the session cache reports (a login elsewhere, logout, password change or reset,
 * from this process or any other over the revocation bus) it re-reads those sessions, with no
 * polling. It also runs the heartbeat, which ends sockets that stopped answering, were too slow
 * to read, or whose token expired.
 */
export class LiveConnections {
  private readonly byUser = new Map<string, Set<LiveClient>>()
  private readonly pending = new Set<string>()
  private checking: Promise<void> | null = null
  private readonly heartbeat: NodeJS.Timeout
  private readonly stopWatching: () => void

  constructor(
    private readonly deps: Deps,
    heartbeatMs: number,
  ) {
    this.stopWatching = deps.sessions.watch((userId) => this.revoked(userId))
    this.heartbeat = setInterval(() => this.beat(), heartbeatMs)
    this.heartbeat.unref()
  }

  get size(): number {
    let n = 0
    for (const set of this.byUser.values()) n += set.size
    return n
  }

  /** Sockets this process holds for one account (the ceiling counts per process, decision 080). */
  countOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0
  }

  /**
   * Registered before its session is read, so a revocation that commits during that read is
   * re-checked for this socket too.
   */
  add(client: LiveClient): void {
    let set = this.byUser.get(client.user.userId)
    if (!set) this.byUser.set(client.user.userId, (set = new Set()))
    set.add(client)
  }

  remove(client: LiveClient): void {
    const set = this.byUser.get(client.user.userId)
    if (!set) return
    set.delete(client)
    if (set.size === 0) this.byUser.delete(client.user.userId)
  }

  /** Resolves once every re-check asked for so far has run; tests wait on it. */
  async settled(): Promise<void> {
    while (this.checking) await this.checking
  }

  close(): void {
    clearInterval(this.heartbeat)
    this.stopWatching()
  }

  private revoked(userId: string | null): void {
    for (const id of userId === null ? this.byUser.keys() : [userId])
      if (this.byUser.has(id)) this.pending.add(id)
    if (this.pending.size > 0 && !this.checking) this.checking = this.drain()
  }

  /** One re-check at a time; revocations heard meanwhile are folded into the next round. */
  private async drain(): Promise<void> {
    try {
      while (this.pending.size > 0) {
        const users = [...this.pending]
        this.pending.clear()
        await this.check(users)
      }
    } finally {
      this.checking = null
    }
  }

  private async check(userIds: string[]): Promise<void> {
    const clients = userIds.flatMap((id) => [...(this.byUser.get(id) ?? [])])
    const ids = [...new Set(clients.map((c) => c.user.sessionId))]
    const live = new Set<string>()
    try {
      for (let i = 0; i < ids.length; i += CHECK_CHUNK)
        for (const id of await liveSessionIds(this.deps, ids.slice(i, i + CHECK_CHUNK)))
          live.add(id)
    } catch (error) {
      // The database is unreachable: keep the sockets (HTTP calls fail meanwhile) and say so.
      this.deps.log.error({ err: error }, 'live socket session re-check failed')
      return
    }
    for (const client of clients) if (!live.has(client.user.sessionId)) endSession(client)
  }

  private beat(): void {
    const now = this.deps.clock.now().getTime()
    for (const set of this.byUser.values())
      for (const client of set) {
        if (client.expiresAt <= now) {
          endSession(client)
        } else if (!client.alive) {
          client.socket.terminate()
        } else {
          client.alive = false
          client.socket.ping()
        }
      }
  }
}

function endSession(client: LiveClient): void {
  const { code, reason } = liveClose.invalidSession
  client.socket.close(code, reason)
}
