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
  publicUrl: string | undefined
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): Env {
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
    googleRedirectUri:
      env.GOOGLE_REDIRECT_URI ||
      `${(env.PUBLIC_URL || `http://${env.HOST ?? '127.0.0.1'}:${env.PORT ?? 3000}`).replace(/\/$/, '')}/login`,
    enableTestOutbox: env.ENABLE_TEST_OUTBOX === '1',
    enableTestGoogle: env.ENABLE_TEST_GOOGLE === '1',
    publicUrl: env.PUBLIC_URL || undefined,
  }
}
