import type { StrategyKind } from '@atb/contract'
import type { BotState, Intent } from '../strategies/types'

export type BotStatus = 'running' | 'stopped' | 'error'

/** Everything needed to resume a bot after a crash. */
export interface BotRecord {
  id: string
  kind: StrategyKind
  config: unknown
  symbols: string[]
  status: BotStatus
  /** The stop reason, or the error message when status is 'error'. */
  reason: string | null
  state: BotState
  /** Intents written before they are sent (write-ahead); replayed on resume, deduplicated by client id. */
  outbox: Intent[]
  /** Highest fill sequence already applied to `state`. */
  fillCursor: number
}

/**
 * Persistence for the runner. Saves are synchronous so a save finishes before any order leaves; a
 * database store keeps a write-through cache and a journal it flushes in order.
 */
export interface BotStore {
  save(record: BotRecord): void
  load(id: string): BotRecord | undefined
  all(): BotRecord[]
}

export class MemoryStore implements BotStore {
  private readonly records = new Map<string, string>()

  save(record: BotRecord): void {
    // Serialising proves every state is plain JSON, exactly what a database column will hold.
    this.records.set(record.id, JSON.stringify(record))
  }

  load(id: string): BotRecord | undefined {
    const raw = this.records.get(id)
    return raw ? (JSON.parse(raw) as BotRecord) : undefined
  }

  all(): BotRecord[] {
    return [...this.records.keys()].map((id) => this.load(id)!)
  }
}
