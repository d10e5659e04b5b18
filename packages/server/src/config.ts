import { fileURLToPath } from 'node:url'
import { dirname, join } from 'node:path'
import { activationPlanIds, type ActivationPlanId, type KeyedExchange } from '@atb/contract'
import { keyFileProblem, masterKeyProblem } from './services/keyring'
import { invalidAddressEntries } from './lib/addresses'
import { chainProblems, readChainEnv, type ChainEnv } from './services/chain/config'
import { DEFAULT_PROFIT_SHARE_RATES, type ProfitShareRates } from './services/wallet/profit-share'

/** packages/server/src/config.ts and packages/server/dist/main.mjs are both three levels below the root. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

export interface Env {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  staticDir: string
  logLevel: string
  smtpUrl: string | undefined
  googleClientId: string | undefined
  googleClientSecret: string | undefined
  /** Where Google sends the code back: the app's /login page as the browser reaches it. */
  googleRedirectUri: string
  enableTestOutbox: boolean
  /** End-to-end runs: a stand-in Google that accepts `test:<sub>:<email>` codes. */
  enableTestGoogle: boolean
  /** Origin of mailed links: PUBLIC_URL, else the configured host and port (never a request's Host). */
  publicUrl: string
  production: boolean
  /** KEY_ENCRYPTION_KEY: the master key that wraps users' data keys (decision 034). */
  keyEncryptionKey: string | undefined
  /** Where the master key is generated when KEY_ENCRYPTION_KEY is unset: beside the PGlite folder, 0600. */
  keyFile: string
  /** EXCHANGE_URL_BINANCE, EXCHANGE_URL_OKX, EXCHANGE_URL_OANDA: local fakes for end-to-end runs. */
  exchangeUrls: Partial<Record<KeyedExchange, string>>
  okxClientId: string | undefined
  okxClientSecret: string | undefined
  /** OKX_OAUTH_URL: a stand-in authorization server for tests; OKX itself by default. */
  okxOAuthUrl: string | undefined
  market: MarketEnv
  /** ACTIVATION_PRICE_30D, _90D, _365D: USDT for one code of each plan (decision 060). */
  activationPrices: Record<ActivationPlanId, string>
  /** CHAIN_RPC_URL, DEPOSIT_XPUB, DEPOSIT_*: USDT deposits on BNB Smart Chain (decision 063). */
  chain: ChainEnv
  /** PROFIT_SHARE_RATE and AFFILIATE_COMMISSION_RATE: fractions, 0.1 and 0.2 by default (decision 067). */
  profitShare: ProfitShareRates
  /** METRICS_TOKEN: the bearer token /metrics asks for; unset, /metrics answers 404 (decision 075). */
  metricsToken: string | undefined
  /**
   * REDIS_URL: live updates, session revocations and rate limits shared by several processes
   * (decision 074); /readyz checks it too (decision 075).
   */
  redisUrl: string | undefined
  /** REDIS_PREFIX: the start of every Redis channel and key name (`atb:`), so deployments can share one Redis. */
  redisPrefix: string
  /**
   * TRUST_PROXY: behind a load balancer, whose X-Forwarded-For to believe for the client's
   * address (rate limits, logs): a hop count (`1`), `true`, or addresses and CIDRs. Unset: none.
   */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean)
  /**
   * RATE_LIMIT_EXEMPT: addresses and CIDRs, comma-separated, that the per-address limits across
   * targets do not count (an office or event venue the operator knows, a test run on loopback);
   * the limits per address and account still count them (decision 080). Unset: none.
   */
  rateLimitExempt: string[]
  /** INTERNAL_URL: where other processes reach this one (a bot's commands go to its process). */
  internalUrl: string
  /** BOT_LEASE_MS: how long a dead process keeps its bots before another takes them (30 s by default). */
  leaseMs: number
}

/** What one activation code of each plan costs unless the operator says otherwise (decision 060). */
export const DEFAULT_ACTIVATION_PRICES: Record<ActivationPlanId, string> = {
  '30d': '15',
  '90d': '40',
  '365d': '150',
}

const priceVariable = (plan: ActivationPlanId) => `ACTIVATION_PRICE_${plan.toUpperCase()}`

export function readActivationPrices(env: NodeJS.ProcessEnv): Record<ActivationPlanId, string> {
  return Object.fromEntries(
    activationPlanIds.map((plan) => [
      plan,
      env[priceVariable(plan)]?.trim() || DEFAULT_ACTIVATION_PRICES[plan],
    ]),
  ) as Record<ActivationPlanId, string>
}

/** A price is a positive USDT amount with at most six decimals. */
export function activationPriceProblems(prices: Record<ActivationPlanId, string>): string[] {
  return activationPlanIds
    .filter(
      (plan) =>
        !/^(?:0|[1-9]\d{0,8})(?:\.\d{1,6})?$/.test(prices[plan]) || Number(prices[plan]) <= 0,
    )
    .map(
      (plan) =>
        `${priceVariable(plan)} must be a positive USDT amount with at most six decimals, such as 15 or 12.5 (it is "${prices[plan]}").`,
    )
}

/** Each rate is a fraction from 0 to 1 with at most six decimals (0.1 is 10 %). */
export function rateProblems(rates: ProfitShareRates): string[] {
  const named: [string, string][] = [
    ['PROFIT_SHARE_RATE', rates.rate],
    ['AFFILIATE_COMMISSION_RATE', rates.commissionRate],
  ]
  return named
    .filter(([, value]) => !/^(?:0(?:\.\d{1,6})?|1(?:\.0{1,6})?)$/.test(value))
    .map(
      ([name, value]) =>
        `${name} must be a fraction from 0 to 1 with at most six decimals, such as 0.1 for 10 % (it is "${value}").`,
    )
}

/** Where market data comes from (README, configuration). */
export interface MarketEnv {
  /** MARKET_FEED: `replay` (default, the recorded candles) or `ccxt` (live crypto). */
  feed: string
  /** MARKET_REPLAY_SPEED: market time per wall time in the replay; 1 is real speed. */
  replaySpeed: number
  /** MARKET_EXCHANGE for MARKET_FEED=ccxt: `binance` (default) or `okx`. */
  exchange: string
  /** MARKET_EXCHANGE_URL: another origin for the exchange's REST and WebSocket calls (a local fake). */
  exchangeUrl: string | undefined
  /**
   * MARKET_REPLAY_EPOCH: the wall time (ms since 1970) at which replay time equals wall time. Every
   * process given the same epoch plays the same market at the same moment; unset, the replay
   * starts at the process's start (one process).
   */
  replayEpoch: number | undefined
  /** OANDA_ACCOUNT_ID and OANDA_TOKEN: forex and gold from this OANDA account instead of the replay. */
  oanda: { accountId: string; token: string; url?: string; streamUrl?: string } | null
}

export function readMarketEnv(env: NodeJS.ProcessEnv): MarketEnv {
  const oanda =
    env.OANDA_ACCOUNT_ID && env.OANDA_TOKEN
      ? {
          accountId: env.OANDA_ACCOUNT_ID,
          token: env.OANDA_TOKEN,
          ...(env.OANDA_URL ? { url: env.OANDA_URL } : {}),
          ...(env.OANDA_STREAM_URL ? { streamUrl: env.OANDA_STREAM_URL } : {}),
        }
      : null
  return {
    feed: env.MARKET_FEED || 'replay',
    replaySpeed: env.MARKET_REPLAY_SPEED ? Number(env.MARKET_REPLAY_SPEED) : 1,
    replayEpoch: env.MARKET_REPLAY_EPOCH ? Number(env.MARKET_REPLAY_EPOCH) : undefined,
    exchange: env.MARKET_EXCHANGE || 'binance',
    exchangeUrl: env.MARKET_EXCHANGE_URL || undefined,
    oanda,
  }
}

/** Market settings that cannot work, in words a person can act on. */
export function marketProblems(m: MarketEnv): string[] {
  const problems: string[] = []
  if (m.feed !== 'replay' && m.feed !== 'ccxt')
    problems.push(`MARKET_FEED must be replay or ccxt, not "${m.feed}".`)
  if (!Number.isFinite(m.replaySpeed) || m.replaySpeed <= 0 || m.replaySpeed > 100_000)
    problems.push(
      'MARKET_REPLAY_SPEED must be a number above 0 and at most 100000 (1 is real speed).',
    )
  if (m.replayEpoch !== undefined && !(Number.isSafeInteger(m.replayEpoch) && m.replayEpoch > 0))
    problems.push(
      'MARKET_REPLAY_EPOCH must be a time in milliseconds since 1970, such as the output of `date +%s000`.',
    )
  if (m.exchange !== 'binance' && m.exchange !== 'okx')
    problems.push(`MARKET_EXCHANGE must be binance or okx, not "${m.exchange}".`)
  return problems
}

/** `<repo>/data/key-encryption.key`: the data folder, never the database. */
export const defaultKeyFile = (dataDir = join(repoRoot, 'data', 'pglite')) =>
  join(dirname(dataDir), 'key-encryption.key')

export function readEnv(env: NodeJS.ProcessEnv = process.env): Env {
  const publicUrl = (
    env.PUBLIC_URL || `http://${env.HOST ?? '127.0.0.1'}:${env.PORT ?? 3000}`
  ).replace(/\/$/, '')
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR ?? join(repoRoot, 'data', 'pglite'),
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: env.STATIC_DIR ?? join(repoRoot, 'packages', 'app', 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    smtpUrl: env.SMTP_URL || undefined,
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    googleClientSecret: env.GOOGLE_CLIENT_SECRET || undefined,
    googleRedirectUri: env.GOOGLE_REDIRECT_URI || `${publicUrl}/login`,
    enableTestOutbox: env.ENABLE_TEST_OUTBOX === '1',
    enableTestGoogle: env.ENABLE_TEST_GOOGLE === '1',
    publicUrl,
    production: env.NODE_ENV === 'production',
    keyEncryptionKey: env.KEY_ENCRYPTION_KEY || undefined,
    keyFile: env.KEY_ENCRYPTION_KEY_FILE || defaultKeyFile(env.DATA_DIR || undefined),
    exchangeUrls: Object.fromEntries(
      (['binance', 'okx', 'oanda'] as const)
        .map((venue) => [venue, env[`EXCHANGE_URL_${venue.toUpperCase()}`]] as const)
        .filter(([, url]) => url),
    ),
    okxClientId: env.OKX_CLIENT_ID || undefined,
    okxClientSecret: env.OKX_CLIENT_SECRET || undefined,
    okxOAuthUrl: env.OKX_OAUTH_URL || undefined,
    market: readMarketEnv(env),
    activationPrices: readActivationPrices(env),
    chain: readChainEnv(env, env.ENABLE_TEST_OUTBOX === '1'),
    profitShare: {
      rate: env.PROFIT_SHARE_RATE?.trim() || DEFAULT_PROFIT_SHARE_RATES.rate,
      commissionRate:
        env.AFFILIATE_COMMISSION_RATE?.trim() || DEFAULT_PROFIT_SHARE_RATES.commissionRate,
    },
    metricsToken: env.METRICS_TOKEN?.trim() || undefined,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    redisPrefix: env.REDIS_PREFIX || 'atb:',
    trustProxy: trustProxyOf(env.TRUST_PROXY?.trim()),
    rateLimitExempt: (env.RATE_LIMIT_EXEMPT ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    internalUrl: (
      env.INTERNAL_URL ||
      `http://${!env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST}:${env.PORT ?? 3000}`
    ).replace(/\/$/, ''),
    leaseMs: env.BOT_LEASE_MS ? Number(env.BOT_LEASE_MS) : DEFAULT_LEASE_MS,
  }
}

export function trustProxyOf(value: string | undefined): Env['trustProxy'] {
  if (!value || value === 'false') return false
  if (value === 'true') return true
  if (!/^\d+$/.test(value)) return value
  // A hop count: the addresses the nearest `hops` proxies added are theirs, not the client's.
  const hops = Number(value)
  return (_address, hop) => hop < hops
}

/** How long a lease holds without renewal; renewals come three times as often (decision 035). */
export const DEFAULT_LEASE_MS = 30_000

/**
 * Settings the server refuses to start without. In production every mail must really be sent: the
 * embedded outbox keeps codes and reset links in the database and prints them to the log.
 */
export function startupProblems(env: Env): string[] {
  const keyProblem = env.keyEncryptionKey
    ? masterKeyProblem(env.keyEncryptionKey)
    : keyFileProblem(env.keyFile)
  return [
    ...(keyProblem ? [keyProblem] : []),
    ...mailProblems(env),
    ...marketProblems(env.market),
    ...activationPriceProblems(env.activationPrices),
    ...chainProblems(env.chain, env.production),
    ...rateProblems(env.profitShare),
    ...scaleProblems(env),
    ...metricsProblems(env.metricsToken),
  ]
}

function scaleProblems(env: Env): string[] {
  const problems: string[] = []
  if (!Number.isSafeInteger(env.leaseMs) || env.leaseMs < 1000 || env.leaseMs > 600_000)
    problems.push('BOT_LEASE_MS must be a whole number of milliseconds from 1000 to 600000.')
  if (env.redisUrl && !/^rediss?:\/\//.test(env.redisUrl))
    problems.push(
      'REDIS_URL must start with redis:// or rediss://, such as redis://127.0.0.1:6379.',
    )
  const badExempt = invalidAddressEntries(env.rateLimitExempt)
  if (badExempt.length > 0)
    problems.push(
      `RATE_LIMIT_EXEMPT must list addresses or CIDRs, such as 203.0.113.7,10.0.0.0/8 (not ${badExempt.join(', ')}).`,
    )
  if (env.redisUrl && !env.databaseUrl)
    problems.push(
      'REDIS_URL is for several processes on one PostgreSQL: set DATABASE_URL too (the embedded database serves one process).',
    )
  return problems
}

/** A guessable token would hand the server's internals (bot counts, routes) to anyone. */
export function metricsProblems(token: string | undefined): string[] {
  return token !== undefined && token.length < 16
    ? [
        'METRICS_TOKEN must be at least 16 characters (for example the output of `openssl rand -hex 24`), or unset to switch /metrics off.',
      ]
    : []
}

function mailProblems(env: Env): string[] {
  return env.production && !env.smtpUrl
    ? [
        'SMTP_URL is required when NODE_ENV=production: without a mail server, one-time codes and ' +
          'password reset links would be printed to the log and kept in the database. Set SMTP_URL ' +
          '(for example smtp://user:pass@mail.example.com:587), or unset NODE_ENV to run the embedded default.',
      ]
    : []
}
