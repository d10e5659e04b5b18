import { and, asc, eq, inArray, lt } from 'drizzle-orm'
import {
  exchangeNames,
  type ConnectionStatus,
  type ErrorCode,
  type ExchangeConnectionView,
  type ExchangeName,
  type KeyedExchange,
} from '@atb/contract'
import { KeyCheckError, type Credentials } from '@atb/engine'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db'
import { bots, exchangeConnections } from '../db/schema'
import type { Clock } from '../lib/deps'
import { ApiFailure } from '../lib/errors'
import type { ExchangeAccess } from './exchange-access'
import type { KeyVerifier } from './key-verifier'
import type { DataKeys } from './data-keys'

type Row = typeof exchangeConnections.$inferSelect
export type KeySource = 'key' | 'oauth'

/** Bots in these states hold the connection: disabling it would strand their orders. */
const HOLDING = ['running', 'paused', 'out_of_balance']

const failureCodes: Record<KeyCheckError['failure'], ErrorCode> = {
  auth: 'exchange_key_invalid',
  withdraw: 'exchange_key_withdrawal',
  trade: 'exchange_key_cannot_trade',
  network: 'exchange_unreachable',
  exchange: 'exchange_check_failed',
}

/** What the list shows as the reason, in English: never the venue's own words, which may quote the request. */
const reasons: Record<KeyCheckError['failure'], string> = {
  auth: 'The exchange rejected this API key.',
  withdraw: 'This API key allows withdrawals.',
  trade: 'This API key cannot trade.',
  network: 'The exchange could not be reached.',
  exchange: 'The exchange could not check this API key.',
}

export const maskKey = (apiKey: string) => `••••${apiKey.slice(-4)}`

const secretAad = (userId: string, exchange: KeyedExchange) => `exchange-key:${userId}:${exchange}`

function view(exchange: ExchangeName, row: Row | undefined): ExchangeConnectionView {
  if (exchange === 'paper')
    return {
      exchange_name: 'paper',
      status: 'connected',
      masked_key: null,
      permissions: ['read', 'trade'],
      checked_at: null,
      reason: null,
      source: null,
    }
  return {
    exchange_name: exchange,
    status: (row?.status as ConnectionStatus | undefined) ?? null,
    masked_key: row?.maskedKey ?? null,
    permissions: row?.permissions ?? [],
    checked_at: row?.checkedAt.toISOString() ?? null,
    reason: row?.reason ?? null,
    source: (row?.source as KeySource | undefined) ?? null,
  }
}

/**
 * The user's exchange connections. Keys are checked with the venue before they are saved, saved
 * only as envelopes under the user's data key, and opened only by `credentials` (the order worker).
 */
export class ExchangeConnections implements ExchangeAccess {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly dataKeys: DataKeys,
    private readonly verifiers: Record<KeyedExchange, KeyVerifier>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async list(userId: string): Promise<ExchangeConnectionView[]> {
    const rows = await this.db
      .select()
      .from(exchangeConnections)
      .where(eq(exchangeConnections.userId, userId))
    return exchangeNames.map((name) =>
      view(
        name,
        rows.find((r) => r.exchange === name),
      ),
    )
  }

  /** Saves a checked key; a disabled or invalid venue comes back connected with it. */
  async connect(
    userId: string,
    exchange: KeyedExchange,
    credentials: Credentials,
    source: KeySource = 'key',
  ): Promise<ExchangeConnectionView> {
    const check = await this.check(userId, exchange, credentials)
    const now = this.clock.now()
    const secret = await this.seal(userId, exchange, credentials)
    const fields = {
      status: 'connected',
      secret,
      maskedKey: maskKey(credentials.apiKey),
      permissions: check.permissions,
      source,
      reason: null,
      checkedAt: now,
      updatedAt: now,
    }
    const [row] = await this.db
      .insert(exchangeConnections)
      .values({ userId, exchange, createdAt: now, ...fields })
      .onConflictDoUpdate({
        target: [exchangeConnections.userId, exchangeConnections.exchange],
        set: fields,
      })
      .returning()
    return view(exchange, row)
  }

  async update(
    userId: string,
    exchange: KeyedExchange,
    credentials: Credentials,
  ): Promise<ExchangeConnectionView> {
    await this.row(userId, exchange)
    return this.connect(userId, exchange, credentials)
  }

  async disable(userId: string, exchange: KeyedExchange): Promise<void> {
    await this.row(userId, exchange)
    const holding = await this.db
      .select({ id: bots.id })
      .from(bots)
      .where(
        and(eq(bots.userId, userId), eq(bots.exchange, exchange), inArray(bots.status, HOLDING)),
      )
      .limit(1)
    if (holding.length > 0) throw new ApiFailure('exchange_in_use')
    const now = this.clock.now()
    await this.db
      .update(exchangeConnections)
      .set({ status: 'disabled', updatedAt: now })
      .where(this.where(userId, exchange))
  }

  async status(userId: string, exchange: ExchangeName): Promise<ConnectionStatus | null> {
    if (exchange === 'paper') return 'connected'
    const [row] = await this.db
      .select({ status: exchangeConnections.status })
      .from(exchangeConnections)
      .where(this.where(userId, exchange))
    return (row?.status as ConnectionStatus | undefined) ?? null
  }

  /** The one place a stored key is opened; only a connected venue's key is handed out. */
  async credentials(userId: string, exchange: KeyedExchange): Promise<Credentials> {
    const row = await this.row(userId, exchange)
    if (row.status !== 'connected') throw new ApiFailure('exchange_not_connected')
    const key = await this.dataKeys.get(userId)
    const plain = this.dataKeys.open(key, row.secret, secretAad(userId, exchange))
    return JSON.parse(plain.toString('utf8')) as Credentials
  }

  async markInvalid(userId: string, exchange: KeyedExchange, reason: string): Promise<void> {
    await this.db
      .update(exchangeConnections)
      .set({ status: 'invalid', reason: reason.slice(0, 200), updatedAt: this.clock.now() })
      .where(this.where(userId, exchange))
  }

  /**
   * Checks a saved key again (a periodic job or the order worker may call it): a key that gained
   * withdrawal permission shows as withdrawal_enabled, a refused one as invalid. A disabled venue
   * and an unreachable exchange leave the row as it is.
   */
  async recheck(userId: string, exchange: KeyedExchange): Promise<ConnectionStatus | null> {
    const row = await this.row(userId, exchange).catch(() => null)
    if (!row || row.status === 'disabled') return (row?.status as ConnectionStatus) ?? null
    const key = await this.dataKeys.get(userId)
    const credentials = JSON.parse(
      this.dataKeys.open(key, row.secret, secretAad(userId, exchange)).toString('utf8'),
    ) as Credentials
    const now = this.clock.now()
    try {
      const check = await this.verifiers[exchange].verify(credentials)
      await this.db
        .update(exchangeConnections)
        .set({ status: 'connected', permissions: check.permissions, reason: null, checkedAt: now })
        .where(this.where(userId, exchange))
      return 'connected'
    } catch (error) {
      const failure = error instanceof KeyCheckError ? error.failure : 'exchange'
      if (failure === 'network' || failure === 'exchange') return row.status as ConnectionStatus
      const status: ConnectionStatus = failure === 'withdraw' ? 'withdrawal_enabled' : 'invalid'
      await this.db
        .update(exchangeConnections)
        .set({ status, reason: reasons[failure], checkedAt: now, updatedAt: now })
        .where(this.where(userId, exchange))
      return status
    }
  }

  /**
   * Re-checks the keys checked longest ago, before `before` (housekeeping runs it): a key revoked
   * or given withdrawal rights at the exchange shows as such without waiting for an order to fail.
   */
  async recheckStale(before: Date, limit = 20): Promise<number> {
    const stale = await this.db
      .select({ userId: exchangeConnections.userId, exchange: exchangeConnections.exchange })
      .from(exchangeConnections)
      .where(
        and(
          inArray(exchangeConnections.status, ['connected', 'withdrawal_enabled']),
          lt(exchangeConnections.checkedAt, before),
        ),
      )
      .orderBy(asc(exchangeConnections.checkedAt))
      .limit(limit)
    for (const row of stale) await this.recheck(row.userId, row.exchange as KeyedExchange)
    return stale.length
  }

  private async check(userId: string, exchange: KeyedExchange, credentials: Credentials) {
    try {
      return await this.verifiers[exchange].verify(credentials)
    } catch (error) {
      const failure = error instanceof KeyCheckError ? error.failure : 'exchange'
      // The user and venue only: the exchange's message can quote the signed request.
      this.log.warn({ userId, exchange, failure }, 'exchange key refused')
      throw new ApiFailure(failureCodes[failure])
    }
  }

  private async seal(userId: string, exchange: KeyedExchange, c: Credentials): Promise<string> {
    const key = await this.dataKeys.get(userId)
    const json = JSON.stringify({
      apiKey: c.apiKey,
      secret: c.secret,
      ...(c.password ? { password: c.password } : {}),
    })
    return this.dataKeys.seal(key, Buffer.from(json, 'utf8'), secretAad(userId, exchange))
  }

  private where(userId: string, exchange: ExchangeName) {
    return and(eq(exchangeConnections.userId, userId), eq(exchangeConnections.exchange, exchange))
  }

  private async row(userId: string, exchange: KeyedExchange): Promise<Row> {
    const [row] = await this.db
      .select()
      .from(exchangeConnections)
      .where(this.where(userId, exchange))
    if (!row) throw new ApiFailure('exchange_not_connected')
    return row
  }
}
