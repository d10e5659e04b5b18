import type { BotRow } from './lease'

/** What starting bots needs of the host. */
export interface StartDeps {
  /** Runs `task` as the host's next piece of lease work. */
  leasing<T>(task: () => Promise<T>): Promise<T>
  /** Whether this process already runs the bot. */
  runs(id: string): boolean
  /** Takes the leases of these bots; answers the rows won. */
  claim(ids: string[]): Promise<BotRow[]>
  /** Attaches claimed rows to the runners (host-attach.ts); failures land in `failed`. */
  attach(rows: BotRow[], failed: Map<string, unknown>): Promise<string[]>
  /** Publishes the attached bots' first status. */
  settle(ids: string[]): void
}

/**
 * Starts of bots the API has just created, taken in batches. Starting is lease work, which runs one
 * piece at a time (a pass drops bots it does not hold); one start per piece made 50 creates at once
 * wait for 49 claims and attaches in turn. Every start that queues while a piece runs is claimed
 * and attached together by the next one (issue 26). (Starts side by side were slower still: each
 * claim and attach of its own, all queueing for the same pooled connections.)
 */
export class StartQueue {
  /** The batch still collecting starts: its piece of lease work has not begun. */
  private next: { ids: Set<string>; done: Promise<Map<string, unknown>> } | null = null

  constructor(private readonly d: StartDeps) {}

  /** Resolves once the bot's batch has run: undefined when it runs, else what stopped it. */
  async start(id: string): Promise<unknown> {
    const batch = this.next ?? this.open()
    batch.ids.add(id)
    const failed = await batch.done
    return failed.get(id)
  }

  private open() {
    const batch = { ids: new Set<string>(), done: Promise.resolve(new Map<string, unknown>()) }
    this.next = batch
    // After the caller's id is in: with no lease work running, `leasing` would begin at once.
    batch.done = Promise.resolve().then(() =>
      this.d.leasing(() => {
        // Starts that queue from here on wait for the batch after this one.
        this.next = null
        return this.startAll([...batch.ids])
      }),
    )
    return batch
  }

  private async startAll(ids: string[]): Promise<Map<string, unknown>> {
    const failed = new Map<string, unknown>()
    const wanted = ids.filter((id) => !this.d.runs(id))
    const rows = wanted.length > 0 ? await this.d.claim(wanted) : []
    for (const id of wanted)
      if (!rows.some((r) => r.id === id))
        failed.set(id, new Error(`Bot ${id} is not running or another process holds it`))
    this.d.settle(await this.d.attach(rows, failed))
    return failed
  }
}
