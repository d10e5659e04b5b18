import { and, asc, avg, count, eq, inArray, isNull } from 'drizzle-orm'
import {
  english,
  isProviderSignalId,
  message,
  outsideBand,
  renderMessage,
  signalLabels,
  signalMessages,
  signalSources,
  type Market,
  type Message,
  type SignalCallInput,
  type SignalSummary,
} from '@atb/contract'
import type { MarketFeed } from '@atb/engine'
import type { Executor } from '../../db'
import { signalReviews, signals } from '../../db/schema'
import { randomCode, randomToken, sha256 } from '../../lib/crypto'
import { ApiFailure } from '../../lib/errors'
import type { Clock } from '../../lib/deps'
import { callFigures, measureOpenCalls, recordCall } from './calls'
import { allWindows, type ClosedCall } from './measure'

type SignalRow = typeof signals.$inferSelect

/** Markets with a signal-follow bot: a provider's signal on another one can be watched only. */
export const FOLLOWABLE_MARKETS: readonly Market[] = ['crypto', 'forex']

/**
 * A bot following a provider's signal (its config's `signal_id`) needs that signal to exist on
 * the bot's market; the schema checked its shape. Refused on `config.signal_id` otherwise.
 */
export async function requireFollowable(
  db: Executor,
  kind: string,
  config: unknown,
  market: Market | undefined,
): Promise<void> {
  const id = (config as { signal_id?: unknown } | null)?.signal_id
  if (!kind.endsWith('_signal') || typeof id !== 'string' || !isProviderSignalId(id)) return
  const [row] = await db
    .select({ source: signals.source, market: signals.market })
    .from(signals)
    .where(eq(signals.id, id))
  if (row?.source === 'provider' && row.market === market) return
  const msg = message(signalMessages.unknownSignal, { id })
  const text = renderMessage(msg, english)
  throw new ApiFailure('validation_failed', {
    description: text,
    errors: [{ path: 'config.signal_id', message: msg, text }],
  })
}

/** Built-in sources' calls: take profit and stop loss, percent of the entry (decision 073). */
export const BUILTIN_TAKE_PROFIT_PCT = 3
export const BUILTIN_STOP_LOSS_PCT = 1.5

const seeded = new WeakSet<object>()

/** The engine's sources are signals too: one row each, added once per database. */
export async function ensureBuiltinSignals(db: Executor, clock: Clock): Promise<void> {
  if (seeded.has(db)) return
  await db
    .insert(signals)
    .values(
      signalSources.map((s) => ({
        id: s.id,
        source: 'builtin',
        name: s.name.message,
        description: s.description.message,
        market: 'crypto',
        createdAt: clock.now(),
      })),
    )
    .onConflictDoNothing()
  seeded.add(db)
}

/**
 * The operator's command (and the test endpoint): a provider's signal and its key. The key is
 * shown once; only its SHA-256 is kept (a random 192-bit key needs no slow hash).
 */
export async function createProvider(
  db: Executor,
  clock: Clock,
  input: { name: string; description?: string; market?: Market },
): Promise<{ id: string; key: string }> {
  const id = `p_${randomCode(10).toLowerCase()}`
  const key = `atb_sig_${randomToken(24)}`
  await db.insert(signals).values({
    id,
    source: 'provider',
    name: input.name,
    description: input.description ?? '',
    market: input.market ?? 'crypto',
    keyHash: sha256(key),
    createdAt: clock.now(),
  })
  return { id, key }
}

export async function providerByKey(db: Executor, key: string): Promise<SignalRow | undefined> {
  if (!key) return undefined
  const [row] = await db
    .select()
    .from(signals)
    .where(eq(signals.keyHash, sha256(key)))
    .limit(1)
  return row
}

/** Reads `Authorization: Bearer <key>`; anything else is an invalid key. */
export async function authenticateProvider(
  db: Executor,
  authorization: string | undefined,
): Promise<SignalRow> {
  const key = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1] ?? ''
  const row = await providerByKey(db, key)
  if (!row) throw new ApiFailure('invalid_provider_key')
  return row
}

/**
 * A provider's call, checked against the market: a pair it carries, an entry near its price, and
 * exits within the band every price keeps (decision 077). The refusal names its field.
 */
export function checkCallAgainstMarket(
  feed: MarketFeed,
  call: SignalCallInput,
  tolerancePct: number,
): { path: string; message: Message } | null {
  if (!feed.symbol(call.symbol))
    return {
      path: 'symbol',
      message: message(signalMessages.unknownSymbol, { symbol: call.symbol }),
    }
  const last = feed.ticker(call.symbol)?.last
  if (last === undefined) return null
  if (Math.abs(call.entry - last) / last > tolerancePct / 100)
    return {
      path: 'entry',
      message: message(signalMessages.entryAway, { pct: tolerancePct, price: last }),
    }
  for (const path of ['take_profit', 'stop_loss'] as const) {
    const far = outsideBand(signalLabels[path], call[path], last)
    if (far) return { path, message: far }
  }
  return null
}

/** The host's built-in source closed a bar with a signal: it becomes a call of that signal. */
export async function recordBuiltinCall(
  db: Executor,
  clock: Clock,
  sourceId: string,
  out: { symbol: string; side: 'BUY' | 'SELL'; price: number; time: number },
): Promise<void> {
  if (!signalSources.some((s) => s.id === sourceId)) return
  await ensureBuiltinSignals(db, clock)
  const up = out.side === 'BUY' ? 1 : -1
  const round = (n: number) => Number(n.toPrecision(8))
  await recordCall(
    db,
    sourceId,
    {
      symbol: out.symbol,
      side: out.side,
      entry: out.price,
      takeProfit: round(out.price * (1 + (up * BUILTIN_TAKE_PROFIT_PCT) / 100)),
      stopLoss: round(out.price * (1 - (up * BUILTIN_STOP_LOSS_PCT) / 100)),
    },
    new Date(out.time),
  )
}

/** Signals with their review scores and measured statistics, built-in sources first. */
export async function signalSummaries(
  db: Executor,
  feed: MarketFeed,
  clock: Clock,
  id?: string,
): Promise<SignalSummary[]> {
  await ensureBuiltinSignals(db, clock)
  const rows = await db
    .select()
    .from(signals)
    .where(id ? eq(signals.id, id) : undefined)
    .orderBy(asc(signals.createdAt), asc(signals.id))
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const now = clock.now().getTime()
  await measureOpenCalls(db, feed, now, ids)
  const [figures, scores] = await Promise.all([
    callFigures(db, ids),
    db
      .select({ signalId: signalReviews.signalId, avg: avg(signalReviews.score), n: count() })
      .from(signalReviews)
      .where(and(inArray(signalReviews.signalId, ids), isNull(signalReviews.replyOf)))
      .groupBy(signalReviews.signalId),
  ])
  return rows
    .sort((a, b) => (a.source === b.source ? 0 : a.source === 'builtin' ? -1 : 1))
    .map((row) => {
      const mine = figures.filter((f) => f.signalId === row.id)
      const closed: ClosedCall[] = mine
        .filter((f) => f.closedAt && f.returnPct !== null)
        .map((f) => ({
          calledAt: f.calledAt.getTime(),
          closedAt: f.closedAt!.getTime(),
          returnPct: Number(f.returnPct),
        }))
      const symbols: string[] = []
      for (const f of [...mine].reverse())
        if (!symbols.includes(f.symbol) && symbols.length < 3) symbols.push(f.symbol)
      const score = scores.find((s) => s.signalId === row.id)
      return {
        id: row.id,
        source: row.source === 'builtin' ? 'builtin' : 'provider',
        name: row.name,
        description: row.description,
        market: row.market as Market,
        symbols,
        avg_score: score?.avg ? Math.round(Number(score.avg) * 100) / 100 : null,
        reviews: score?.n ?? 0,
        stats: allWindows(
          mine.map((f) => f.calledAt.getTime()),
          closed,
          now,
        ),
        followable: row.source === 'builtin' || FOLLOWABLE_MARKETS.includes(row.market as Market),
        last_call_at: mine.at(-1)?.calledAt.toISOString() ?? null,
      }
    })
}

export async function signalSummary(
  db: Executor,
  feed: MarketFeed,
  clock: Clock,
  id: string,
): Promise<SignalSummary> {
  const [one] = await signalSummaries(db, feed, clock, id)
  if (!one) throw new ApiFailure('record_not_found')
  return one
}
