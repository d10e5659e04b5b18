import { inArray } from 'drizzle-orm'
import { expect } from 'vitest'
import { faultKinds, type Fault } from '@atb/engine/testing'
import type { Credentials, MarketFeed, WorkerAdapter } from '@atb/engine'
import type { Db } from '../db'
import { botFills, botOrders } from '../db/schema'
import { LocalLiveHub } from '../services/live-hub'
import type { NotifyDeps } from '../services/notifications/notify'
import { TradingHost } from './host'
import type { WorkerExchange } from './order-worker'
import { access } from './testkit'

/** An order in a fake venue's own books: the client id it was sent with, and its trade if any. */
export interface VenueOrder {
  clientId: string
  tradeId: string | null
}

/**
 * The host a chaos run drives: on a clock the run moves (`clock.now`), no timers (each pass is the
 * run's call to `pollExchanges`), owners told through notices, and every venue reached by `connect`.
 */
export function chaosHost(
  db: Db,
  feed: MarketFeed,
  clock: { now: number },
  connect: (exchange: WorkerExchange, credentials: Credentials) => WorkerAdapter,
): TradingHost {
  return new TradingHost({
    db,
    feed,
    hub: new LocalLiveHub(),
    renewEveryMs: 0,
    now: () => clock.now,
    notify: {
      clock: { now: () => new Date(clock.now) },
      live: new LocalLiveHub(),
    } as unknown as NotifyDeps,
    exchanges: { access: access(), pollEveryMs: 0, connect },
  })
}

/**
 * Starts a chaos run's host and checks that every bot started (a config the strategy refuses would
 * leave it out of the run unseen). `pass` moves the run's clock and runs the worker once, keeping
 * any error it did not ride out in `unexpected`.
 */
export async function startChaos(
  host: TradingHost,
  ids: readonly string[],
  clock: { now: number },
) {
  await host.start()
  expect([...host.hosted()].sort()).toEqual([...ids].sort())
  const unexpected: unknown[] = []
  const pass = async (seconds: number) => {
    clock.now += seconds * 1000
    await host.pollExchanges().catch((error: unknown) => unexpected.push(error))
  }
  return { pass, unexpected }
}

/** One of the bots' orders resting on the venue, picked at random: the one the user cancels there. */
export async function restingOrderOf(db: Db, ids: readonly string[], random: () => number) {
  const open = (
    await db
      .select()
      .from(botOrders)
      .where(inArray(botOrders.botId, [...ids]))
  ).filter((o) => o.status === 'open')
  return open.length ? open[Math.floor(random() * open.length)]! : undefined
}

/**
 * Up to two faults of random kinds for the next requests (issue 28's chaos runs): a share of them
 * answer any request, the rest a new order.
 */
export function randomFaults(random: () => number, anyShare: number): Fault[] {
  const faults: Fault[] = []
  for (let n = Math.floor(random() * 3); n > 0; n--)
    faults.push({
      kind: faultKinds[Math.floor(random() * faultKinds.length)]!,
      on: random() < anyShare ? 'any' : 'order',
      retryAfterS: Math.ceil(random() * 3),
    })
  return faults
}

/**
 * The chaos runs' audit against a venue's own books: orders booked twice there, its trades missing
 * from the bots' fills or booked twice, refusals stored without a reason, and orders the user
 * cancelled there still counted as resting. `venueId` is a client id as the venue received it.
 */
export async function auditChaos<O extends VenueOrder>(
  db: Db,
  ids: readonly string[],
  ledger: readonly O[],
  venueId: (clientId: string) => string,
  userCanceled: readonly string[],
) {
  const ours = await db
    .select()
    .from(botOrders)
    .where(inArray(botOrders.botId, [...ids]))
  const sent = new Set(ours.map((o) => venueId(o.clientId)))
  const atVenue = ledger.filter((o) => sent.has(o.clientId))
  const made = atVenue.flatMap((o) => (o.tradeId ? [o.tradeId] : []))
  const fills = await db
    .select()
    .from(botFills)
    .where(inArray(botFills.botId, [...ids]))
  const tradeIds = fills.flatMap((f) => f.tradeId?.split(',') ?? [])
  const refused = ours.filter((o) => o.status === 'rejected')
  const audit = {
    ours,
    atVenue,
    fills,
    made,
    twice: atVenue.length - new Set(atVenue.map((o) => o.clientId)).size,
    missing: made.filter((id) => !tradeIds.includes(id)),
    doubled: tradeIds.length - new Set(tradeIds).size,
    refused,
    unexplained: refused.filter((o) => !o.error),
    stillOpen: ours.filter((o) => userCanceled.includes(o.clientId) && o.status !== 'canceled'),
    toldOutside: ours.filter((o) => o.error?.code === 'canceled_outside').length,
    /** Fills whose order the venue does not have. */
    strays: fills.filter((f) => !atVenue.some((o) => o.clientId === venueId(f.clientId))),
  }
  const summary =
    `${atVenue.length} orders at the venue, ${made.length} trades, ${fills.length} fills booked; ` +
    `${audit.twice} orders twice, ${audit.missing.length} trades missing, ${audit.doubled} booked twice, ` +
    `${refused.length} refused (${audit.unexplained.length} without a reason); ` +
    `${userCanceled.length} cancelled by the user on the venue, ${audit.toldOutside} told so, ` +
    `${audit.stillOpen.length} still open`
  return { ...audit, summary }
}

/** What every chaos run must end with: nothing twice, nothing lost, every refusal with its reason. */
export function expectRiddenOut(
  audit: Awaited<ReturnType<typeof auditChaos<VenueOrder>>>,
  faultCounts: Record<string, number>,
  unexpected: unknown[],
) {
  expect(unexpected).toEqual([])
  expect(audit.atVenue.length).toBeGreaterThan(0)
  expect(audit.twice).toBe(0)
  expect(audit.missing).toEqual([])
  expect(audit.doubled).toBe(0)
  expect(audit.unexplained).toEqual([])
  expect(audit.stillOpen.map((o) => [o.status, o.error])).toEqual([])
  expect(audit.strays).toEqual([])
  // The faults were there to ride out: most kinds came up.
  expect(Object.values(faultCounts).filter((n) => n > 0).length).toBeGreaterThan(3)
}
