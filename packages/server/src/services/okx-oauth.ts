import { randomBytes, randomInt } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { ExchangeConnectionView } from '@atb/contract'
import type { Credentials } from '@atb/engine'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db'
import { oauthStates } from '../db/schema'
import type { Clock } from '../lib/deps'
import { ApiFailure } from '../lib/errors'
import { randomToken, sha256 } from '../lib/crypto'
import type { ExchangeConnections } from './exchanges'

/** OKX fast API (decision 034): OKX_CLIENT_ID, OKX_CLIENT_SECRET, and OKX_OAUTH_URL for tests. */
export interface OkxOAuthConfig {
  clientId: string
  clientSecret: string
  /** OKX's origin; tests point it at a stand-in authorization server. */
  baseUrl: string
  /** The app's /oauth/okx/callback page, registered with OKX. */
  redirectUri: string
  timeoutMs?: number
}

export const OKX_OAUTH_URL = 'https://www.okx.com'
const STATE_TTL_MS = 10 * 60_000
const PROVIDER = 'okx'

/** OKX wants 8–32 characters with upper and lower case, a digit and a symbol. */
export function randomPassphrase(): string {
  const pick = (set: string) => set[randomInt(set.length)]!
  const parts = [
    pick('ABCDEFGHJKLMNPQRSTUVWXYZ'),
    pick('abcdefghijkmnopqrstuvwxyz'),
    pick('23456789'),
    pick('!@#$%^*'),
    randomBytes(18).toString('base64url'),
  ]
  return parts.join('')
}

interface TokenReply {
  access_token?: unknown
}
interface ApiKeyReply {
  code?: unknown
  data?: { apiKey?: unknown; secretKey?: unknown; passphrase?: unknown }[]
}

/**
 * The authorization-code flow: the start hands out OKX's authorize address with a state stored
 * for this user (hashed, single use, ten minutes); the callback spends the state, trades the code
 * for an access token, asks OKX for a trade-only API key with a passphrase we generate, and saves
 * that key through the same checks as a typed one.
 */
export class OkxOAuth {
  constructor(
    private readonly config: OkxOAuthConfig,
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly connections: ExchangeConnections,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(userId: string): Promise<string> {
    const state = randomToken(32)
    const now = this.clock.now()
    await this.db.insert(oauthStates).values({
      stateHash: sha256(state),
      userId,
      provider: PROVIDER,
      expiresAt: new Date(now.getTime() + STATE_TTL_MS),
      createdAt: now,
    })
    const url = new URL('/account/oauth/authorize', this.config.baseUrl)
    url.search = new URLSearchParams({
      response_type: 'code',
      access_type: 'offline',
      client_id: this.config.clientId,
      redirect_uri: this.config.redirectUri,
      scope: 'fast_api',
      state,
    }).toString()
    return url.toString()
  }

  async callback(userId: string, code: string, state: string): Promise<ExchangeConnectionView> {
    // Spent before anything else, in one statement, so a replay or a race finds nothing.
    const spent = await this.db
      .update(oauthStates)
      .set({ usedAt: this.clock.now() })
      .where(
        and(
          eq(oauthStates.stateHash, sha256(state)),
          eq(oauthStates.userId, userId),
          eq(oauthStates.provider, PROVIDER),
          isNull(oauthStates.usedAt),
          gt(oauthStates.expiresAt, this.clock.now()),
        ),
      )
      .returning({ userId: oauthStates.userId })
    if (spent.length === 0) throw new ApiFailure('okx_oauth_state_invalid')
    const credentials = await this.issueKey(code)
    return this.connections.connect(userId, 'okx', credentials, 'oauth')
  }

  private async issueKey(code: string): Promise<Credentials> {
    const token = await this.post<TokenReply>('/v5/users/oauth/token', {
      form: {
        grant_type: 'authorization_code',
        code,
        client_id: this.config.clientId,
        client_secret: this.config.clientSecret,
        redirect_uri: this.config.redirectUri,
      },
    })
    if (typeof token.access_token !== 'string') throw this.failed('no access token')
    const passphrase = randomPassphrase()
    const reply = await this.post<ApiKeyReply>('/api/v5/users/oauth/apikey', {
      bearer: token.access_token,
      json: { label: 'Auto Trading Bot', passphrase, perm: 'read_only,trade' },
    })
    const key = reply.data?.[0]
    if (reply.code !== '0' || typeof key?.apiKey !== 'string' || typeof key.secretKey !== 'string')
      throw this.failed('no API key issued')
    return {
      apiKey: key.apiKey,
      secret: key.secretKey,
      password: typeof key.passphrase === 'string' ? key.passphrase : passphrase,
    }
  }

  private async post<T>(
    path: string,
    body: { form?: Record<string, string>; json?: object; bearer?: string },
  ): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (body.bearer) headers.authorization = `Bearer ${body.bearer}`
    if (body.json) headers['content-type'] = 'application/json'
    let res: Response
    try {
      res = await fetch(new URL(path, this.config.baseUrl), {
        method: 'POST',
        headers,
        body: body.form ? new URLSearchParams(body.form) : JSON.stringify(body.json),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      })
    } catch {
      throw this.failed(`${path} unreachable`)
    }
    if (!res.ok) throw this.failed(`${path} answered ${res.status}`)
    return ((await res.json().catch(() => ({}))) ?? {}) as T
  }

  // Only the step that failed is logged: codes, tokens and keys never are.
  private failed(step: string): ApiFailure {
    this.log.warn({ step }, 'OKX fast API failed')
    return new ApiFailure('okx_oauth_failed')
  }
}
