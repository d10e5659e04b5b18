import { hostname } from 'node:os'
import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { API_PREFIX, type AnyEndpoint, type EndpointName } from '@atb/contract'
import type { Db } from '../db'
import { bots } from '../db/schema'
import { ApiFailure } from '../lib/errors'
import type { Forwarded, RouteContext, RouteOptions } from '../lib/route'
import { isUuid } from '../services/bots/rows'

/** Set on a request one process hands to another, so it is never handed on again. */
export const FORWARDED_HEADER = 'x-atb-forwarded'

/**
 * A lease owner id other processes can reach (decision 074): `<internal url>#<host>:<pid>:<random>`.
 * The random part makes a restarted process on the same address a new owner.
 */
export function reachableOwner(internalUrl: string): string {
  const id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
  return `${internalUrl.replace(/\/+$/, '')}#${id}`
}

/** The address in an owner id made by `reachableOwner`; null for ids of a single process. */
export function ownerUrl(owner: string | null): string | null {
  const hash = owner?.indexOf('#') ?? -1
  const url = hash > 0 ? owner!.slice(0, hash) : ''
  return /^https?:\/\/[^\s#]+$/.test(url) ? url : null
}

/** The bot commands and views whose answer comes from the process that runs the bot. */
export const FORWARDED_ENDPOINTS = [
  'botView',
  'botPlot',
  'botUpdate',
  'botUpdatePreview',
  'botPause',
  'botResume',
  'botStop',
  'botSell',
] as const satisfies readonly EndpointName[]

/**
 * Hands a bot's command to the process that holds its lease. Only that process runs the bot, so
 * only it can pause, edit or stop it, and only it knows its live state; the request goes on to it
 * as the user sent it (the same session, checked again there) and its answer comes back
 * unchanged. A bot nobody holds, or held here, is handled here. An owner that does not answer
 * (it died and its lease has not run out yet) is "trading unavailable": the user retries, and
 * within the lease's time another process holds the bot.
 */
export function toOwner(db: Db, me: string, timeoutMs = 15_000) {
  return async (
    ctx: RouteContext<AnyEndpoint>,
    endpoint: AnyEndpoint,
  ): Promise<Forwarded | null> => {
    const { req } = ctx
    const id = (ctx.input as { id?: unknown }).id
    if (req.headers[FORWARDED_HEADER] || typeof id !== 'string' || !isUuid(id)) return null
    const [row] = await db
      .select({ owner: bots.owner })
      .from(bots)
      .where(and(eq(bots.id, id), sql`${bots.leaseExpiresAt} > now()`))
      .limit(1)
    const url = row && row.owner !== me ? ownerUrl(row.owner) : null
    if (!url) return null
    const query =
      endpoint.method === 'GET'
        ? `?${new URLSearchParams(req.query as Record<string, string>)}`
        : ''
    try {
      const res = await fetch(`${url}${API_PREFIX}${endpoint.path}${query}`, {
        method: endpoint.method,
        headers: {
          [FORWARDED_HEADER]: '1',
          'x-request-id': req.id,
          'content-type': 'application/json',
          ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
          ...(req.headers['accept-language']
            ? { 'accept-language': req.headers['accept-language'] }
            : {}),
        },
        ...(endpoint.method === 'POST' ? { body: JSON.stringify(req.body ?? {}) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      })
      return { statusCode: res.status, body: await res.json() }
    } catch (err) {
      req.log.warn(
        { err, bot: id, owner: row!.owner },
        'the process running this bot did not answer',
      )
      throw new ApiFailure('trading_unavailable')
    }
  }
}

/** The route options that send each bot command to its bot's process. */
export function forwardOptions(db: Db, me: string): Partial<Record<EndpointName, RouteOptions>> {
  const forward = toOwner(db, me)
  return Object.fromEntries(FORWARDED_ENDPOINTS.map((name) => [name, { forward }]))
}
