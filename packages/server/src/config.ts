import { fileURLToPath } from 'node:url'
import { join } from 'node:path'

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
}

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
  }
}

/**
 * Settings the server refuses to start without. In production every mail must really be sent: the
 * embedded outbox keeps codes and reset links in the database and prints them to the log.
 */
export function startupProblems(env: Env): string[] {
  return env.production && !env.smtpUrl
    ? [
        'SMTP_URL is required when NODE_ENV=production: without a mail server, one-time codes and ' +
          'password reset links would be printed to the log and kept in the database. Set SMTP_URL ' +
          '(for example smtp://user:pass@mail.example.com:587), or unset NODE_ENV to run the embedded default.',
      ]
    : []
}
