import { Redis } from 'ioredis'
import type { Database } from '../db'

/** One thing the server needs before a load balancer may send it traffic. */
export interface ReadinessCheck {
  name: string
  check(): Promise<void>
  close?(): Promise<void>
}

export type CheckResult = 'ok' | 'failed' | 'timeout'

/** A database that cannot answer `select 1` cannot serve a single API call. */
export const databaseCheck = (database: Database): ReadinessCheck => ({
  name: 'database',
  check: () => database.ping(),
})

/**
 * Redis answers PING. One connection, opened at the first check and kept; with no offline queue a
 * PING while it reconnects fails at once instead of waiting.
 */
export function redisCheck(url: string): ReadinessCheck {
  const client = new Redis(url, {
    lazyConnect: true,
    enableReadyCheck: false,
    disableClientInfo: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  })
  // Failures reach the probe through the check; the client's own error events would only repeat them.
  client.on('error', () => {})
  return {
    name: 'redis',
    async check() {
      if (client.status === 'wait') await client.connect()
      await client.ping()
    },
    async close() {
      client.disconnect()
    },
  }
}

/** Runs every check at once, each bounded by `timeoutMs`, and logs what failed. */
export async function readiness(
  checks: ReadinessCheck[],
  timeoutMs: number,
  log: { warn(obj: object, msg: string): void },
): Promise<{ ready: boolean; checks: Record<string, CheckResult> }> {
  const results = await Promise.all(
    checks.map(async ({ name, check }): Promise<[string, CheckResult]> => {
      let timer: NodeJS.Timeout | undefined
      const expired = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timeoutMs)
      })
      const done = check().then(
        () => 'ok' as const,
        (error: unknown) => {
          log.warn({ err: error, check: name }, 'readiness check failed')
          return 'failed' as const
        },
      )
      try {
        const result = await Promise.race([done, expired])
        if (result === 'timeout') log.warn({ check: name, timeoutMs }, 'readiness check timed out')
        return [name, result]
      } finally {
        clearTimeout(timer)
      }
    }),
  )
  return {
    ready: results.every(([, result]) => result === 'ok'),
    checks: Object.fromEntries(results),
  }
}
