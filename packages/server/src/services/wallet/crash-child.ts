/**
 * The wallet's crash test child: it opens the database it is given (PGlite data folder or
 * PostgreSQL) and makes `CRASH_TRANSFERS` money movements, four at a time, printing how many are
 * done, until it is killed or finishes. `CRASH_MODE=transfer` (the default) posts transfers of
 * 1 USDT from one wallet to another under the keys `crash:<i>`; `CRASH_MODE=withdraw` requests
 * withdrawals of 10 USDT from `CRASH_FROM` to `CRASH_ADDRESS` with the request ids `crash:<i>`,
 * through the request's own transaction. Started again, it sends every key again, as a client
 * retrying its requests would.
 */
import { D } from '@atb/engine'
import { openDatabase } from '../../db'
import { available, post } from './ledger'
import { holdWithdrawal } from './withdrawal'

const env = process.env
const total = Number(env.CRASH_TRANSFERS)
const [from, to] = [env.CRASH_FROM!, env.CRASH_TO!]
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: env.DATA_DIR! },
)
console.log('ready')

const transfer = (i: number) =>
  post(
    database.db,
    {
      key: `crash:${i}`,
      by: 'user',
      type: 'transfer',
      values: { i },
      legs: [
        { account: available(from), amount: new D(-1), type: 'transfer_out', counterpartyId: to },
        { account: available(to), amount: new D(1), type: 'transfer_in', counterpartyId: from },
      ],
    },
    new Date(),
  )

const withdraw = (i: number) =>
  holdWithdrawal(
    database.db,
    from,
    { requestId: `crash:${i}`, amount: '10', to: env.CRASH_ADDRESS! },
    56,
    new Date(),
  )
const one = (i: number): Promise<unknown> =>
  env.CRASH_MODE === 'withdraw' ? withdraw(i) : transfer(i)

let done = 0
for (let i = 0; i < total; i += 4) {
  await Promise.all([i, i + 1, i + 2, i + 3].filter((k) => k < total).map(one))
  done = Math.min(total, i + 4)
  console.log(JSON.stringify({ done }))
}
await database.close()
console.log('finished')
