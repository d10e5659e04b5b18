/**
 * The real server with the trading runtime on a scripted feed, for the kill test: it opens the
 * database it is given (PGlite data folder or PostgreSQL), listens, plays the feed at 200 steps a
 * second from a shared epoch, and prints its progress as JSON lines until it is killed.
 */
import { count, eq } from 'drizzle-orm'
import { buildServer } from '../app'
import { openDatabase } from '../db'
import { botFills, bots } from '../db/schema'
import { ScriptedFeed } from '../test/scripted-feed'

const env = process.env
const owner = env.KILL_OWNER ?? 'kill-child'
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: env.DATA_DIR! },
)
const feed = new ScriptedFeed({ seed: 11, everyMs: 5, epoch: Number(env.FEED_EPOCH) })
const app = await buildServer({
  database,
  logLevel: 'silent',
  jwtSecret: 'kill-test',
  market: feed,
  host: { owner, leaseMs: 1500, renewEveryMs: 300 },
})
// buildServer started the feed; the host resumes its bots once the server is ready.
await app.listen({ port: 0, host: '127.0.0.1' })
console.log('ready')

const report = async () => {
  const [fills] = await database.db.select({ n: count() }).from(botFills)
  const [owned] = await database.db.select({ n: count() }).from(bots).where(eq(bots.owner, owner))
  console.log(JSON.stringify({ fills: fills?.n ?? 0, owned: owned?.n ?? 0 }))
}
setInterval(() => void report().catch(() => {}), 100)
