import type { BotLiveEvent, UserLiveEvent } from '@atb/contract'

/** What the socket sends a user about their bots; declared in contract so the app reads the same type. */
export type { BotLiveEvent, UserLiveEvent }

export type UserListener = (event: UserLiveEvent) => void

/**
 * Routes bot events and unread counts to the sockets of their owner. In one process it is a map of listeners; with
 * several processes (issue 17) a Redis pub/sub implementation of the same interface carries them.
 */
export interface LiveHub {
  publish(userId: string, event: UserLiveEvent): void
  /** Returns the unsubscribe function. */
  listen(userId: string, listener: UserListener): () => void
  close(): Promise<void>
}

export class LocalLiveHub implements LiveHub {
  private readonly listeners = new Map<string, Set<UserListener>>()

  publish(userId: string, event: UserLiveEvent): void {
    for (const listener of this.listeners.get(userId) ?? []) listener(event)
  }

  listen(userId: string, listener: UserListener): () => void {
    let set = this.listeners.get(userId)
    if (!set) this.listeners.set(userId, (set = new Set()))
    set.add(listener)
    return () => {
      set.delete(listener)
      if (set.size === 0) this.listeners.delete(userId)
    }
  }

  async close(): Promise<void> {
    this.listeners.clear()
  }
}
