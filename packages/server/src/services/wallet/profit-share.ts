import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm'
import {
  MIN_ASSET_CREATE_BOT,
  MIN_ASSET_RUNNING_BOT,
  WALLET_DECIMALS,
  type ProfitShareTermsResponse,
} from '@atb/contract'
import { applyFills, D, str, type Dec } from '@atb/engine'
import type { Db, DbTx } from '../../db'
import { botFills, bots, profitShares, users } from '../../db/schema'
import type { Deps } from '../../lib/deps'
import { ApiFailure } from '../../lib/errors'
import { creditCommission } from '../affiliate/commission'
import { record, type RecordDeps } from '../notifications/notify'
import { quoteOf, toFill } from '../bots/fills'
import type { TradingDeps } from '../bots/runtime'
import { available, balanceOf, lockAccounts, post, system } from './ledger'
import { lockUsers } from '../../db/locks'

/**
 * The profit share (issue 15, decision 067): when a bot on a connected exchange realises profit,
 * the platform charges its share from the owner's wallet, and the owner's referrer earns a
 * commission out of it. Paper bots pay nothing. Spec §9's wallet minimums guard live bots.
 */

/** The operator's rates (PROFIT_SHARE_RATE, AFFILIATE_COMMISSION_RATE), as fractions. */
export interface ProfitShareRates {
  rate: string
  commissionRate: string
}

export const DEFAULT_PROFIT_SHARE_RATES: ProfitShareRates = { rate: '0.1', commissionRate: '0.2' }

/** Quotes counted one to one against the USDT wallet; other quotes are not charged (decision 067). */
const USD_QUOTES: ReadonlySet<string> = new Set(['USDT', 'USDC', 'FDUSD', 'BUSD', 'TUSD', 'USD'])

/** Rounded down to USDT's six decimals: the platform never charges more than its share. */
const down = (value: Dec) => value.toDecimalPlaces(WALLET_DECIMALS, D.ROUND_DOWN)

export const profitShareKey = (botId: string, seq: number) => `profit-share:${botId}:${seq}`

export const profitShareTerms = (rates: ProfitShareRates): ProfitShareTermsResponse => ({
  rate: str(new D(rates.rate)),
  min_create: MIN_ASSET_CREATE_BOT,
  min_running: MIN_ASSET_RUNNING_BOT,
})

export interface Realisation {
  seq: number
  /** realised − trading fee, in the bot's quote. */
  profit: Dec
  time: Date
}

/** The fills after `after` that realised a profit, from a replay of every fill (average cost). */
async function realisations(
  db: Db | DbTx,
  botId: string,
  after: number,
  contractSizeOf: (symbol: string) => string | undefined,
): Promise<{ found: Realisation[]; last: number }> {
  const rows = await db
    .select()
    .from(botFills)
    .where(eq(botFills.botId, botId))
    .orderBy(asc(botFills.seq))
  const found: Realisation[] = []
  applyFills(new Map(), rows.map(toFill), contractSizeOf, (fill, realized, fee) => {
    const profit = realized.sub(fee)
    if (fill.seq > after && profit.gt(0))
      found.push({ seq: fill.seq, profit, time: new Date(fill.time) })
  })
  return { found, last: rows.at(-1)?.seq ?? after }
}

/**
 * Charges one realisation's share in the caller's transaction: what the wallet holds when it holds
 * less (balances never go below zero; the rest is recorded as the shortfall), and the referrer's
 * commission out of what was charged. Both movements carry keys of the realisation, and the
 * `(bot_id, seq)` row is written once, so a replay charges nothing more.
 */
async function charge(
  tx: DbTx,
  deps: RecordDeps,
  bot: { id: string; userId: string },
  r: Realisation,
  rates: ProfitShareRates,
  now: Date,
) {
  const rate = new D(rates.rate)
  const share = down(r.profit.mul(rate))
  const [recorded] = await tx
    .select({ seq: profitShares.seq })
    .from(profitShares)
    .where(and(eq(profitShares.botId, bot.id), eq(profitShares.seq, r.seq)))
  if (recorded) return
  // The owner's row is locked (settleBot): the balance read and the debit below see one wallet.
  const [owner] = await tx
    .select({ referredBy: users.referredBy })
    .from(users)
    .where(eq(users.id, bot.userId))
  // Both movements' accounts at once, in the ledger's order, before the first of them.
  await lockAccounts(
    tx,
    [
      available(bot.userId),
      system('fees'),
      ...(owner?.referredBy ? [available(owner.referredBy)] : []),
    ],
    now,
  )
  const held = await balanceOf(tx, available(bot.userId))
  const charged = down(D.min(share, D.max(held, 0)))
  const key = profitShareKey(bot.id, r.seq)
  let commission = new D(0)
  if (charged.gt(0)) {
    await post(
      tx,
      {
        key,
        by: 'platform',
        type: 'profit_share',
        values: { botId: bot.id, seq: r.seq, amount: str(charged) },
        legs: [
          { account: available(bot.userId), amount: charged.neg(), type: 'profit_share' },
          { account: system('fees'), amount: charged, type: 'profit_share' },
        ],
      },
      now,
    )
    commission = down(charged.mul(rates.commissionRate))
    if (owner?.referredBy && commission.gt(0)) {
      await creditCommission(tx, owner.referredBy, bot.userId, str(commission), key, now)
      await record(deps, tx, owner.referredBy, {
        kind: 'affiliate.commission',
        params: { amount: str(commission), asset: 'USDT' },
        link: '/affiliate/history',
      })
    } else commission = new D(0)
  }
  await tx.insert(profitShares).values({
    botId: bot.id,
    seq: r.seq,
    userId: bot.userId,
    profit: str(r.profit),
    rate: str(rate),
    share: str(share),
    charged: str(charged),
    shortfall: str(share.sub(charged)),
    commission: str(commission),
    createdAt: now,
  })
}

/**
 * Settles every live bot with fills past its cursor: each realisation is charged in one
 * transaction with the cursor's move, the cursor guarding against a parallel sweep. Answers the
 * owners charged, whose wallets the minimum check then looks at.
 */
export async function settleProfitShares(
  deps: RecordDeps & { db: Db; profitShare: ProfitShareRates },
  contractSizeOf: (symbol: string) => string | undefined = () => undefined,
  onError: (error: unknown, botId: string) => void = (error) => {
    throw error
  },
): Promise<Set<string>> {
  const { db } = deps
  const pending = await db
    .select({
      id: bots.id,
      userId: bots.userId,
      cursor: bots.profitShareSeq,
      allocation: bots.allocation,
    })
    .from(bots)
    .where(
      and(
        ne(bots.exchange, 'paper'),
        sql`exists (select 1 from ${botFills} where ${botFills.botId} = ${bots.id} and ${botFills.seq} > ${bots.profitShareSeq})`,
      ),
    )
  const charged = new Set<string>()
  for (const bot of pending) {
    try {
      await settleBot(deps, bot, contractSizeOf, charged)
    } catch (error) {
      // A wallet debited in between (a transfer): this bot waits for the next sweep.
      onError(error, bot.id)
    }
  }
  return charged
}

async function settleBot(
  deps: RecordDeps & { db: Db; profitShare: ProfitShareRates },
  bot: { id: string; userId: string; cursor: number; allocation: Record<string, string> },
  contractSizeOf: (symbol: string) => string | undefined,
  charged: Set<string>,
) {
  const { db } = deps
  const now = deps.clock.now()
  const { found, last } = await realisations(db, bot.id, bot.cursor, contractSizeOf)
  const usd = USD_QUOTES.has(quoteOf(bot))
  await db.transaction(async (tx) => {
    // Users before bots (db/locks.ts): the owner's row is the wallet's serial point.
    await lockUsers(tx, [bot.userId])
    const [moved] = await tx
      .update(bots)
      .set({ profitShareSeq: last })
      .where(and(eq(bots.id, bot.id), eq(bots.profitShareSeq, bot.cursor)))
      .returning({ id: bots.id })
    // Another sweep settled these fills first.
    if (!moved) return
    if (!usd) return
    for (const r of found) await charge(tx, deps, bot, r, deps.profitShare, now)
    if (found.length > 0) charged.add(bot.userId)
  })
}

/** Live bots the owner runs (running or out of balance) while the wallet is under 10 USDT. */
async function lowWalletBots(db: Db) {
  const account = sql`'user:' || ${bots.userId}::text || ':available'`
  return db
    .select({ id: bots.id, userId: bots.userId, status: bots.status })
    .from(bots)
    .where(
      and(
        ne(bots.exchange, 'paper'),
        inArray(bots.status, ['running', 'out_of_balance']),
        sql`coalesce((select balance from ledger_accounts where id = ${account}), 0) < ${MIN_ASSET_RUNNING_BOT}`,
      ),
    )
}

/**
 * One sweep: settle the profit shares, then pause the live bots of every wallet under spec §9's
 * 10 USDT (those just charged and any other, such as after a transfer out or a withdrawal).
 */
export async function sweepProfitShares(
  deps: Deps,
  t: TradingDeps | undefined,
  pause: (botId: string, userId: string) => Promise<void>,
): Promise<void> {
  await settleProfitShares(
    deps,
    (symbol) => t?.feed.symbol(symbol)?.spec.contractSize,
    (error, botId) => deps.log.warn({ err: error, botId }, 'profit share not settled yet'),
  )
  for (const bot of await lowWalletBots(deps.db)) {
    try {
      await pause(bot.id, bot.userId)
    } catch (error) {
      deps.log.warn({ err: error, botId: bot.id }, 'pausing a bot of a low wallet failed')
    }
  }
}

/** Spec §9 for live venues: 30 USDT in the wallet to create a bot. */
export async function checkCreateMinimum(db: Db | DbTx, userId: string) {
  if ((await balanceOf(db, available(userId))).lt(MIN_ASSET_CREATE_BOT))
    throw new ApiFailure('wallet_below_create_minimum')
}

/** Spec §9 for live venues: 10 USDT in the wallet to keep (or resume) a bot. */
export async function checkRunningMinimum(db: Db | DbTx, userId: string) {
  if ((await balanceOf(db, available(userId))).lt(MIN_ASSET_RUNNING_BOT))
    throw new ApiFailure('wallet_below_running_minimum')
}

/** Per fill (`bot_id:seq`), what the profit share charged: the profit history's column. */
export async function chargedShares(db: Db, botIds: string[]): Promise<Map<string, string>> {
  if (botIds.length === 0) return new Map()
  const rows = await db
    .select({ botId: profitShares.botId, seq: profitShares.seq, charged: profitShares.charged })
    .from(profitShares)
    .where(and(inArray(profitShares.botId, botIds), gt(profitShares.charged, '0')))
  return new Map(rows.map((r) => [`${r.botId}:${r.seq}`, str(new D(r.charged))]))
}
