import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { markets, withdrawalStatuses, type Market, type WithdrawalStatus } from '@atb/contract'
import { readEnv } from '../config'
import { openDatabase, type Db } from '../db'
import { ownerOnlyFiles } from '../db/private'
import { systemClock } from '../lib/deps'
import { ApiFailure } from '../lib/errors'
import { issueActivationCodes } from '../services/activation'
import { LocalLiveHub } from '../services/live-hub'
import { createProvider } from '../services/signals/signals'
import {
  approveWithdrawal,
  listWithdrawals,
  rejectWithdrawal,
  totalOf,
} from '../services/wallet/withdrawal'
import { BACKUP_USAGE, runBackup, runRestore } from './backup'
import { COMMUNITY_USAGE, runCommunity } from './community'

const USAGE = `usage: npm run admin -w @atb/server -- <command>
  activation-codes --count N --days D
  withdrawals list [--status requested|approved|sent|confirmed|rejected|failed|cancelled]
  withdrawals approve <id>
  withdrawals reject <id> --reason "why"
  signals provider create --name NAME [--market crypto|forex|gold] [--description TEXT]
${COMMUNITY_USAGE}
${BACKUP_USAGE}`

type Values = {
  count: string
  days: string
  status?: string
  reason?: string
  file?: string
  name?: string
  market?: string
  description?: string
  force?: boolean
}

/** Operator commands, run against the same database the server uses (DATA_DIR or DATABASE_URL). */
async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      count: { type: 'string', default: '1' },
      days: { type: 'string', default: '30' },
      status: { type: 'string' },
      reason: { type: 'string' },
      file: { type: 'string' },
      name: { type: 'string' },
      market: { type: 'string' },
      description: { type: 'string' },
      force: { type: 'boolean' },
    },
  })
  const command = positionals[0]
  if ((command === 'backup' || command === 'restore') && positionals[1]) {
    const ctx = { env: readEnv(), out: console.log, err: console.error }
    const force = values.force ?? false
    // npm runs this in packages/server; a relative path means where the operator typed it.
    const file = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[1])
    return command === 'backup' ? runBackup(ctx, file, force) : runRestore(ctx, file, force)
  }
  if (command === 'activation-codes') {
    const count = Number(values.count)
    const days = Number(values.days)
    if (
      !Number.isInteger(count) ||
      count < 1 ||
      count > 10_000 ||
      !Number.isInteger(days) ||
      days < 1
    ) {
      console.error(`--count must be 1..10000 and --days a positive whole number\n${USAGE}`)
      return 2
    }
    return withDatabase(async (db) => {
      const codes = await issueActivationCodes(db, systemClock, count, days)
      for (const code of codes) console.log(code)
      return 0
    })
  }
  if (command === 'withdrawals') return withdrawals(positionals.slice(1), values)
  if (command === 'signals' && positionals[1] === 'provider' && positionals[2] === 'create')
    return signalProvider(values)
  if (command === 'events' || command === 'tournaments')
    return withDatabase(async (db) => {
      const out = {
        db,
        clock: systemClock,
        live: new LocalLiveHub(),
        out: console.log,
        err: console.error,
      }
      const code = await runCommunity(out, positionals, values.file)
      if (code === -1) console.error(USAGE)
      return code === -1 ? 2 : code
    })
  console.error(USAGE)
  return 2
}

/** The withdrawal queue (decision 064): list, approve (the sender sends it), reject (money back). */
async function withdrawals([action, id]: string[], values: Values): Promise<number> {
  if (action === 'list') {
    const status = values.status as WithdrawalStatus | undefined
    if (status && !withdrawalStatuses.includes(status)) {
      console.error(`--status must be one of ${withdrawalStatuses.join(', ')}`)
      return 2
    }
    return withDatabase(async (db) => {
      const rows = await listWithdrawals(db, status)
      if (rows.length === 0) console.log('No withdrawals.')
      for (const w of rows)
        console.log(
          [
            w.id,
            w.createdAt.toISOString(),
            w.status,
            `${w.amount} USDT (+${w.fee} fee = ${totalOf(w).toString()})`,
            w.toAddress,
            `user ${w.userId}`,
            w.txHash ?? '',
            w.reason ?? '',
          ].join('  '),
        )
      return 0
    })
  }
  if ((action === 'approve' || action === 'reject') && id) {
    const reason = values.reason?.trim()
    if (action === 'reject' && !reason) {
      console.error(`reject needs --reason "…" (the user reads it)\n${USAGE}`)
      return 2
    }
    return withDatabase(async (db) => {
      const deps = { db, clock: systemClock, live: new LocalLiveHub() }
      try {
        const row =
          action === 'approve'
            ? await approveWithdrawal(deps, id)
            : await rejectWithdrawal(deps, id, reason!)
        console.log(`${row.id} is now ${row.status}`)
        return 0
      } catch (error) {
        if (!(error instanceof ApiFailure)) throw error
        console.error(
          error.code === 'record_not_found'
            ? `No withdrawal ${id}.`
            : `Withdrawal ${id} is no longer waiting (approve: requested only; reject: requested or approved, before it is sent).`,
        )
        return 1
      }
    })
  }
  console.error(USAGE)
  return 2
}

/** A provider's signal and its key (decision 073); the key is shown once, only its hash is kept. */
async function signalProvider(values: Values): Promise<number> {
  const name = values.name?.trim() ?? ''
  const market = (values.market ?? 'crypto') as Market
  if (!name || name.length > 80) {
    console.error(`--name is required (at most 80 characters)\n${USAGE}`)
    return 2
  }
  if (!markets.includes(market)) {
    console.error(`--market must be one of ${markets.join(', ')}`)
    return 2
  }
  return withDatabase(async (db) => {
    const { id, key } = await createProvider(db, systemClock, {
      name,
      market,
      ...(values.description ? { description: values.description } : {}),
    })
    console.log(`signal id:    ${id}`)
    console.log(`provider key: ${key}`)
    console.log('Keep the key now; it cannot be shown again.')
    return 0
  })
}

async function withDatabase(work: (db: Db) => Promise<number>): Promise<number> {
  const env = readEnv()
  const database = await openDatabase(
    env.databaseUrl
      ? { kind: 'postgres', url: env.databaseUrl }
      : { kind: 'pglite', dataDir: env.dataDir },
  )
  try {
    return await work(database.db)
  } finally {
    await database.close()
  }
}

// Before anything is written: the database, its backups and restores are the operator's alone.
ownerOnlyFiles()
process.exitCode = await main(process.argv.slice(2))
