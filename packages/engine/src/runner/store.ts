import type { BotReason, StrategyKind } from '@atb/contract'
import type { BotState, Intent } from '../strategies/types'

/** A paused bot ignores prices but still books fills on its resting orders, so none is lost. */
export type BotStatus = 'running' | 'paused' | 'stopped' | 'error'

/** Everything needed to resume a bot after a crash. */
export interface BotRecord {
  id: string
  kind: StrategyKind
  config: unknown
  symbols: string[]
  status: BotStatus
  /** Why it stopped or failed (decision 083); null while it runs. */
  reason: BotReason | null
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

/** Keeps snapshots in memory. States are immutable (a step returns a new one), so sharing them is safe. */
export class MemoryStore implements BotStore {
  private readonly records = new Map<string, BotRecord>()

  save(record: BotRecord): void {
    this.records.set(record.id, { ...record, outbox: [...record.outbox] })
  }

  load(id: string): BotRecord | undefined {
    const saved = this.records.get(id)
    return saved ? { ...saved, outbox: [...saved.outbox] } : undefined
  }

  all(): BotRecord[] {
    return [...this.records.keys()].map((id) => this.load(id)!)
  }
}
