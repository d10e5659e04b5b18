import type { FastifyBaseLogger } from 'fastify'
import type { ActivationPlanId } from '@atb/contract'
import type { MarketFeed } from '@atb/engine'
import type { Db } from '../db'
import type { Mailer } from '../services/mail'
import type { GoogleVerifier } from '../services/google'
import type { Background } from './background'
import type { SessionCache } from '../services/session-cache'
import type { ExchangeConnections } from '../services/exchanges'
import type { OkxOAuth } from '../services/okx-oauth'
import type { LiveHub } from '../services/live-hub'
import type { TradingDeps } from '../services/bots/runtime'
import type { TradingHost } from '../trading/host'
import type { Deposits } from '../services/wallet/deposit'
import type { ProfitShareRates } from '../services/wallet/profit-share'
import type { DataKeys } from '../services/data-keys'

export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

export interface RateLimitRule {
  max: number
  /** Milliseconds. */
  timeWindow: number
}

/**
 * Route limits (`@fastify/rate-limit`, shared through Redis when set) count per address for the
 * first five and the `*PerAddress` rules, and per signed-in account for the endpoints that need a
 * session. The `*PerAccount` and `*PerSession` counters are in the database, so rotating
 * addresses or several server processes change nothing for them.
 */
export interface RateLimits {
  login: RateLimitRule
  otpSend: RateLimitRule
  otpVerify: RateLimitRule
  forgotPassword: RateLimitRule
  emailCheck: RateLimitRule
  /** Failed logins to one account. */
  loginPerAccount: RateLimitRule
  /** Verification-code mails to one address. */
  otpMailsPerAccount: RateLimitRule
  /** Reset mails asked for one address. */
  resetMailsPerAccount: RateLimitRule
  /** Wrong old PIN, old transaction password or old password, each counted on its own. */
  oldSecretPerAccount: RateLimitRule
  /**
   * Wrong two-factor codes for one account (sign-in, setup, turning it off, every action that asks
   * for one), whatever the address: six digits fall to guessing without a ceiling.
   */
  twoFactorPerAccount: RateLimitRule
  /** Email checks by one signed-in session. */
  emailCheckPerSession: RateLimitRule
  /** Backtests by one account (each one replays up to 30 days in a worker thread). */
  backtest: RateLimitRule
  /** Wizard chart previews by one account (each replays a rule over a few hundred bars). */
  plotPreview: RateLimitRule
  /** Transfers sent by one account (the transaction password is also counted on its own). */
  transfer: RateLimitRule
  /** Activation purchases by one account (the transaction password is also counted on its own). */
  activationBuy: RateLimitRule
  /**
   * Activation codes tried by one account: a code is a bearer secret worth money, so an account
   * cannot walk through the code space looking for someone else's unredeemed one.
   */
  activationRedeem: RateLimitRule
  /**
   * Sets and changes of the PIN, the transaction password and the password by one account, each
   * endpoint counted on its own: each one hashes (scrypt) and none is done often by a person.
   */
  secretChange: RateLimitRule
  /**
   * API keys checked by one account (connect, update, OKX OAuth): each one sends a signed request
   * to the exchange, so without a ceiling the server is an oracle for trying stolen keys.
   */
  exchangeKey: RateLimitRule
  /**
   * Per client address across every account it names (issue 26), beside the per-target limits
   * above: one address trying many usernames (login, Google login) ...
   */
  loginPerAddress: RateLimitRule
  /** ... asking mails for many addresses (verification codes, reset links) ... */
  mailsPerAddress: RateLimitRule
  /** ... or trying many codes and emails (code checks, signup, reset, email and invitation checks). */
  checksPerAddress: RateLimitRule
}

const MINUTE = 60_000

export const defaultRateLimits: RateLimits = {
  login: { max: 10, timeWindow: MINUTE },
  otpSend: { max: 5, timeWindow: MINUTE },
  otpVerify: { max: 10, timeWindow: MINUTE },
  forgotPassword: { max: 5, timeWindow: MINUTE },
  emailCheck: { max: 10, timeWindow: MINUTE },
  loginPerAccount: { max: 20, timeWindow: 15 * MINUTE },
  otpMailsPerAccount: { max: 10, timeWindow: 60 * MINUTE },
  resetMailsPerAccount: { max: 5, timeWindow: 60 * MINUTE },
  oldSecretPerAccount: { max: 5, timeWindow: 15 * MINUTE },
  twoFactorPerAccount: { max: 5, timeWindow: 15 * MINUTE },
  emailCheckPerSession: { max: 20, timeWindow: 60 * MINUTE },
  backtest: { max: 10, timeWindow: MINUTE },
  plotPreview: { max: 60, timeWindow: MINUTE },
  transfer: { max: 20, timeWindow: MINUTE },
  activationBuy: { max: 20, timeWindow: MINUTE },
  activationRedeem: { max: 10, timeWindow: 15 * MINUTE },
  secretChange: { max: 10, timeWindow: 15 * MINUTE },
  exchangeKey: { max: 20, timeWindow: 60 * MINUTE },
  // Decision 080: numbers no household or office behind one address meets.
  loginPerAddress: { max: 30, timeWindow: 10 * MINUTE },
  mailsPerAddress: { max: 10, timeWindow: 15 * MINUTE },
  checksPerAddress: { max: 30, timeWindow: 10 * MINUTE },
}

/** What every service needs; built once per server. */
export interface Deps {
  db: Db
  clock: Clock
  mailer: Mailer
  google: GoogleVerifier | null
  jwtSecret: string
  tokenTtlSeconds: number
  /** Origin of mailed links: configuration only, never a request header (a Host header could point them elsewhere). */
  publicUrl: string
  log: FastifyBaseLogger
  limits: RateLimits
  /** Work that must not make a reply's timing depend on the account (mailing a reset link). */
  background: Background
  /** Which session is each user's live one; revocations must go through it (decision 025). */
  sessions: SessionCache
  /** Each user's data key: exchange keys and the two-factor secret are sealed under it. */
  dataKeys: DataKeys
  /** Exchange connections; also the runner's `ExchangeAccess` (keys opened only in `credentials`). */
  exchanges: ExchangeConnections
  /** OKX fast API; null when OKX_CLIENT_ID and OKX_CLIENT_SECRET are not set. */
  okxOAuth: OkxOAuth | null
  /** Bot events on their way to their owner's sockets (the runner publishes, the live socket listens). */
  live: LiveHub
  /** Prices, candles and ticks: the replay market unless configured otherwise (MARKET_FEED). */
  market: MarketFeed
  /** The market feed, the hosted runtime and exchange access; the bot API answers 503 without them. */
  trading?: TradingDeps
  /** The hosted runner (src/trading); null when the server runs without it (or with stand-ins). */
  host: TradingHost | null
  /** USDT for one activation code of each plan (ACTIVATION_PRICE_*, decision 060). */
  activationPrices: Record<ActivationPlanId, string>
  /** USDT deposits on BNB Smart Chain: addresses, settings and the chain watcher (decision 063). */
  deposits: Deposits
  /** PROFIT_SHARE_RATE and AFFILIATE_COMMISSION_RATE (decision 067). */
  profitShare: ProfitShareRates
}

export interface RequestMeta {
  ip: string
  userAgent: string
}

export interface AuthUser {
  userId: string
  sessionId: string
}
