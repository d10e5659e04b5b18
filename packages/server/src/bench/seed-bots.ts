import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { BotCreateRequest } from '@atb/contract'
import { D, seededRandom, str, strategyOf, type Dec, type MarketFeed } from '@atb/engine'
import type { Db } from '../db'
import { botEvents, bots, paperBalances, paperEntries } from '../db/schema'
import type { Deps } from '../lib/deps'
import { systemClock } from '../lib/deps'
import { createUser } from '../services/users'
import { createBot, parseOrFail } from '../services/bots/create'
import { freeBalances } from '../services/bots/wallet'
import type { TradingDeps } from '../services/bots/runtime'

/** The replay's crypto pairs: grids are crypto kinds (forex and gold have only manual bots, which never tick). */
export const BENCH_SYMBOLS = ['BTCUSDT', 'SOLUSDT', 'XRPUSDT', 'DOGEUSDT', 'WLDUSDT'] as const

/**
 * A spot grid of 2–4 grids of 25 USDT around `last`, spanning ±0.4–2 %: the kind of small grid a
 * Paper user starts, close enough to the price to fill as the replay moves. At most 101 USDT, so
 * a user's 10,000 demo USDT funds 100 of them.
 */
export function gridConfig(i: number, last: number, rnd: () => number) {
  const grids = 2 + (i % 3)
  const half = 0.004 + 0.016 * rnd()
  // Prices as a trader types them: at most 8 decimals (the API refuses more than 12).
  const lower = Number((last * (1 - half)).toFixed(8))
  const upper = Number((last * (1 + half)).toFixed(8))
  const space = Math.max(0.3, Math.round(((upper - lower) / grids / last) * 10_000) / 100)
  return {
    number_of_grid: grids,
    coin_per_grid: 25,
    space_of_grid: space,
    lower_price: lower,
    upper_price: upper,
  }
}

export interface SeededUser {
  id: string
  email: string
}

const chunks = <T>(rows: T[], size = 500) =>
  Array.from({ length: Math.ceil(rows.length / size) }, (_, i) =>
    rows.slice(i * size, (i + 1) * size),
  )

/**
 * `users` accounts of `perUser` Paper grids each. The first user's bots are created one by one
 * through `createBot`, the service the API's Create calls (schema, server rules, wallet
 * reservation, the row and its event); its stand-in runtime does not start them. The others are
 * the same rows written in bulk, one transaction per user: the config parsed with the kind's
 * schema, the allocation the strategy asks for, the reservation journalled and taken from the
 * wallet, since 10,000 single creates take minutes. The server's host claims every running row
 * when it starts, as after a restart.
 */
export async function seedBots(
  db: Db,
  feed: MarketFeed,
  opts: { users: number; perUser: number; passwordHash: string },
): Promise<SeededUser[]> {
  const rnd = seededRandom(42)
  const silent = { error: () => {} } as unknown as FastifyBaseLogger
  const deps = { db, clock: systemClock, log: silent } as unknown as Deps
  const trading = { feed, runtime: { start: async () => {} } } as unknown as TradingDeps
  const last = Object.fromEntries(BENCH_SYMBOLS.map((s) => [s, feed.ticker(s)!.last]))
  const out: SeededUser[] = []
  let n = 0
  for (let u = 0; u < opts.users; u++) {
    const email = `bench${u}@example.com`
    const user = await createUser(
      db,
      { clock: systemClock },
      { email, passwordHash: opts.passwordHash, referredBy: null },
    )
    out.push({ id: user.id, email })
    const wanted = Array.from({ length: opts.perUser }, () => {
      const symbol = BENCH_SYMBOLS[n % BENCH_SYMBOLS.length]!
      return { symbol, config: gridConfig(n++, last[symbol]!, rnd) }
    })
    if (u === 0)
      for (const { symbol, config } of wanted) {
        const request = { kind: 'spot_grid', exchange_name: 'paper', symbol, config }
        await createBot(deps, trading, user.id, {
          ...request,
          agree_risk: true,
        } as BotCreateRequest)
      }
    else await bulkCreate(db, feed, user.id, wanted)
  }
  return out
}

/** What createBot writes for each bot, for many bots of one user in one transaction. */
async function bulkCreate(
  db: Db,
  feed: MarketFeed,
  userId: string,
  wanted: { symbol: string; config: Record<string, unknown> }[],
) {
  const now = new Date()
  const strategy = strategyOf('spot_grid')
  const rows: {
    id: string
    symbol: string
    market: string
    config: unknown
    allocation: Record<string, string>
  }[] = []
  const total = new Map<string, Dec>()
  for (const { symbol, config: raw } of wanted) {
    const found = feed.symbol(symbol)!
    const coin = {
      exchange_name: 'paper',
      coin_symbol: symbol,
      coin_base_asset: found.spec.base,
      coin_quote_asset: found.spec.quote,
    }
    const config = await parseOrFail(
      'spot_grid',
      { ...raw, ...coin },
      { lastPrice: feed.ticker(symbol)!.last },
    )
    const needs = strategy.account(config, { ...found.spec, kind: strategy.market }).balances
    const allocation: Record<string, string> = Object.fromEntries(
      Object.entries(needs)
        .filter(([, amount]) => new D(amount).gt(0))
        .map(([a, v]) => [a, str(new D(v))]),
    )
    for (const [a, v] of Object.entries(allocation)) total.set(a, (total.get(a) ?? new D(0)).add(v))
    rows.push({ id: randomUUID(), symbol, market: found.market, config, allocation })
  }
  await db.transaction(async (tx) => {
    const free = await freeBalances(tx, userId, true)
    for (const [asset, amount] of total)
      if ((free.get(asset) ?? new D(0)).lt(amount)) throw new Error(`bench user lacks ${asset}`)
    for (const part of chunks(rows)) {
      await tx.insert(bots).values(
        part.map((r) => ({
          id: r.id,
          userId,
          kind: 'spot_grid',
          exchange: 'paper',
          market: r.market,
          symbols: [r.symbol],
          config: r.config,
          status: 'running',
          allocation: r.allocation,
          createdAt: now,
          updatedAt: now,
        })),
      )
      await tx.insert(botEvents).values(
        part.map((r) => ({
          botId: r.id,
          type: 'created',
          data: { status: 'running', config_version: 1, allocation: r.allocation },
          time: now,
        })),
      )
      await tx.insert(paperEntries).values(
        part.flatMap((r) =>
          Object.entries(r.allocation).flatMap(([asset, amount]) => [
            {
              userId,
              movement: `reserve:${r.id}`,
              account: 'wallet',
              asset,
              amount: `-${amount}`,
              createdAt: now,
            },
            {
              userId,
              movement: `reserve:${r.id}`,
              account: `bot:${r.id}`,
              asset,
              amount,
              createdAt: now,
            },
          ]),
        ),
      )
    }
    for (const [asset, amount] of total)
      await tx
        .update(paperBalances)
        .set({ free: sql`${paperBalances.free} - ${str(amount)}::numeric` })
        .where(and(eq(paperBalances.userId, userId), eq(paperBalances.asset, asset)))
  })
}
