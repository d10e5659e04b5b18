import { APP_NAME } from '@atb/contract'
import { buildServer } from './app'
import { readEnv, startupProblems } from './config'
import { openDatabase } from './db'
import { ownerOnlyFiles } from './db/private'
import { googleVerifier, testGoogleVerifier } from './services/google'
import { smtpMailer } from './services/mail'
import { OKX_OAUTH_URL } from './services/okx-oauth'
import { logGap, marketFeedFromEnv } from './services/market-feed'
import { depositOptions } from './services/chain/start'
import { connectRedis } from './services/redis'
import { reachableOwner } from './trading/forward'

// Before anything is written: the data folder, its files and the key file are this user's alone.
ownerOnlyFiles()
const env = readEnv()
const problems = startupProblems(env)
if (problems.length > 0) {
  for (const problem of problems) console.error(problem)
  process.exit(1)
}
const database = await openDatabase(
  env.databaseUrl
    ? { kind: 'postgres', url: env.databaseUrl }
    : { kind: 'pglite', dataDir: env.dataDir },
)
// Created before the server so its errors can reach the server's log once there is one.
let logError: (error: unknown) => void = (error) => console.error(error)
let logWarn: (data: object, message: string) => void = (data, message) =>
  console.warn(message, data)
const market = marketFeedFromEnv(
  env.market,
  (error) => logError(error),
  logGap((data, message) => logWarn(data, message)),
)
// The in-process local chain in test mode or with CHAIN_LOCAL=1; the configured one otherwise.
const deposits = await depositOptions(env.chain)
// Several processes on one PostgreSQL (decision 074): live updates, session revocations and rate
// limits go through Redis, and each process's lease owner id carries the address others reach it on.
const redis = env.redisUrl
  ? await connectRedis(
      env.redisUrl,
      { warn: (data, message) => logWarn(data, message) },
      env.redisPrefix,
    )
  : null
const several = Boolean(env.databaseUrl)
const app = await buildServer({
  trustProxy: env.trustProxy,
  rateLimitExempt: env.rateLimitExempt,
  ...(redis
    ? {
        liveHub: redis.liveHub,
        revocationBus: redis.revocationBus,
        rateLimitRedis: redis.commands,
        rateLimitPrefix: `${env.redisPrefix}rate:`,
      }
    : {}),
  host: {
    leaseMs: env.leaseMs,
    renewEveryMs: Math.round(env.leaseMs / 3),
    ...(several ? { owner: reachableOwner(env.internalUrl) } : {}),
  },
  market,
  deposits,
  database,
  staticDir: env.staticDir,
  logLevel: env.logLevel,
  enableTestOutbox: env.enableTestOutbox,
  publicUrl: env.publicUrl,
  production: env.production,
  ...(env.keyEncryptionKey ? { keyEncryptionKey: env.keyEncryptionKey } : {}),
  keyFile: env.keyFile,
  exchangeUrls: env.exchangeUrls,
  activationPrices: env.activationPrices,
  profitShare: env.profitShare,
  ...(env.metricsToken ? { metricsToken: env.metricsToken } : {}),
  ...(env.redisUrl ? { redisUrl: env.redisUrl } : {}),
  okxOAuth:
    env.okxClientId && env.okxClientSecret
      ? {
          clientId: env.okxClientId,
          clientSecret: env.okxClientSecret,
          baseUrl: env.okxOAuthUrl ?? OKX_OAUTH_URL,
          redirectUri: `${env.publicUrl}/oauth/okx/callback`,
        }
      : null,
  ...(env.smtpUrl ? { mailer: smtpMailer(env.smtpUrl) } : {}),
  google:
    env.googleClientId && env.googleClientSecret
      ? googleVerifier(env.googleClientId, env.googleClientSecret, env.googleRedirectUri)
      : env.enableTestGoogle
        ? testGoogleVerifier(env.googleRedirectUri)
        : null,
})

logError = (error) => app.log.warn({ err: error }, 'market feed')
logWarn = (data, message) => app.log.warn(data, message)

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down')
  try {
    await app.close()
    await redis?.liveHub.close()
    await redis?.close()
    await deposits.localChain?.close()
    await database.close()
    process.exit(0)
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed')
    process.exit(1)
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

if (env.enableTestGoogle && !env.googleClientId)
  app.log.warn('ENABLE_TEST_GOOGLE is on: a stand-in Google accepts any test: code. Tests only.')
if (!deposits.chain)
  app.log.warn(
    'No chain configured (CHAIN_RPC_URL, or CHAIN_LOCAL=1 for a local dev chain): deposit addresses are shown, deposits are not watched.',
  )
else if (env.chain.devXpub)
  app.log.warn(
    'DEPOSIT_XPUB is unset: deposit addresses come from the public development key. Development only.',
  )
if (deposits.chain && !deposits.hotWalletKey)
  app.log.warn(
    'WITHDRAWAL_HOT_WALLET_KEY is unset: approved withdrawals wait until a hot wallet is configured.',
  )
await app.listen({ port: env.port, host: env.host })
const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : env.port
// The one line scripts and people look for; everything else is structured JSON.
console.log(`${APP_NAME} is running at http://${env.host}:${port}`)
