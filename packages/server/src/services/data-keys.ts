import { eq } from 'drizzle-orm'
import type { Db } from '../db'
import { userDataKeys } from '../db/schema'
import type { Clock } from '../lib/deps'
import { open, seal, type Keyring } from './keyring'

/**
 * Each user's data key: made on first use, stored only wrapped by the master key. A user's secrets
 * are sealed with their own key, so one key opened in memory exposes one user at most.
 */
export class DataKeys {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly keyring: Keyring,
  ) {}

  async get(userId: string): Promise<Buffer> {
    const existing = await this.read(userId)
    if (existing) return existing
    // Two first uses at once: one insert wins, both read the winner.
    await this.db
      .insert(userDataKeys)
      .values({
        userId,
        wrappedKey: this.keyring.wrap(userId, this.keyring.newDataKey()),
        masterKeyId: this.keyring.id,
        createdAt: this.clock.now(),
      })
      .onConflictDoNothing()
    const made = await this.read(userId)
    if (!made) throw new Error('data key missing after insert')
    return made
  }

  seal(key: Buffer, plaintext: Buffer, aad: string): string {
    return seal(key, plaintext, aad)
  }

  open(key: Buffer, sealed: string, aad: string): Buffer {
    return open(key, sealed, aad)
  }

  private async read(userId: string): Promise<Buffer | null> {
    const [row] = await this.db.select().from(userDataKeys).where(eq(userDataKeys.userId, userId))
    return row ? this.keyring.unwrap(userId, row.wrappedKey) : null
  }
}
