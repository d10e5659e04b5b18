import { parseArgs } from 'node:util'
import { readEnv } from '../config'
import { openDatabase } from '../db'
import { systemClock } from '../lib/deps'
import { issueActivationCodes } from '../services/activation'

const USAGE = 'usage: npm run admin -w @atb/server -- activation-codes --count N --days D'

/** Operator commands, run against the same database the server uses (DATA_DIR or DATABASE_URL). */
async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { count: { type: 'string', default: '1' }, days: { type: 'string', default: '30' } },
  })
  if (positionals[0] !== 'activation-codes') {
    console.error(USAGE)
    return 2
  }
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
  const env = readEnv()
  const database = await openDatabase(
    env.databaseUrl
      ? { kind: 'postgres', url: env.databaseUrl }
      : { kind: 'pglite', dataDir: env.dataDir },
  )
  try {
    const codes = await issueActivationCodes(database.db, systemClock, count, days)
    for (const code of codes) console.log(code)
  } finally {
    await database.close()
  }
  return 0
}

process.exitCode = await main(process.argv.slice(2))
