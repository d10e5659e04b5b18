import { randomUUID } from 'node:crypto'
import type { Db } from '../db'
import { bots, users } from '../db/schema'

/** A user row for trading tests (no password: these tests never sign in). */
export async function insertUser(db: Db): Promise<string> {
  const id = randomUUID()
  await db.insert(users).values({
    id,
    email: `${id}@trading.test`,
    ownInvitationCode: id.slice(0, 8),
    createdAt: new Date(),
  })
  return id
}

/** A spot grid on BTCUSDT around the scripted feed's 60,000 start: ten levels of 100 USDT. */
export const gridConfig = (over: Record<string, unknown> = {}) => ({
  exchange_name: 'binance',
  coin_symbol: 'BTCUSDT',
  coin_base_asset: 'BTC',
  coin_quote_asset: 'USDT',
  number_of_grid: 10,
  coin_per_grid: 100,
  space_of_grid: 1,
  lower_price: 57_000,
  upper_price: 63_000,
  ...over,
})

/** A bot row as the bot API creates it: running, with its allocation, not yet started by a host. */
export async function insertBot(
  db: Db,
  userId: string,
  options: {
    config?: Record<string, unknown>
    allocation?: Record<string, string>
    exchange?: string
    symbols?: string[]
  } = {},
): Promise<string> {
  const id = randomUUID()
  const now = new Date()
  await db.insert(bots).values({
    id,
    userId,
    kind: 'spot_grid',
    exchange: options.exchange ?? 'paper',
    market: 'crypto',
    symbols: options.symbols ?? ['BTCUSDT'],
    config: options.config ?? gridConfig(),
    status: 'running',
    allocation: options.allocation ?? { USDT: '1100' },
    createdAt: now,
    updatedAt: now,
  })
  return id
}
