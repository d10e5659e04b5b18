import { APP_NAME } from '@atb/contract'
import { buildServer } from './app'
import { readEnv, startupProblems } from './config'
import { openDatabase } from './db'
import { googleVerifier, testGoogleVerifier } from './services/google'
import { smtpMailer } from './services/mail'
import { OKX_OAUTH_URL } from './services/okx-oauth'
import { marketFeedFromEnv } from './services/market-feed'

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
const market = marketFeedFromEnv(env.market, (error) => logError(error))
const app = await buildServer({
  market,
  database,
  staticDir: env.staticDir,
  logLevel: env.logLevel,
  enableTestOutbox: env.enableTestOutbox,
  publicUrl: env.publicUrl,
  production: env.production,
  ...(env.keyEncryptionKey ? { keyEncryptionKey: env.keyEncryptionKey } : {}),
  keyFile: env.keyFile,
  exchangeUrls: env.exchangeUrls,
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

let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down')
  try {
    await app.close()
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
await app.listen({ port: env.port, host: env.host })
const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : env.port
// The one line scripts and people look for; everything else is structured JSON.
console.log(`${APP_NAME} is running at http://${env.host}:${port}`)
