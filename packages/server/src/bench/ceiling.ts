import { randomBytes } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import Fastify from 'fastify'
import { signJwt, verifyJwt } from '../lib/jwt'

/**
 * The ceiling for an authenticated read: Fastify with no plugins and no logger, the same HS256
 * token check the server uses, and one row read by primary key from PGlite with raw SQL. Started
 * by api.bench.ts as a child process: argv[2] is the data folder; it prints one JSON line
 * `{port, token}` once it listens, and stops on SIGTERM.
 */
const dataDir = process.argv[2]
if (!dataDir) throw new Error('usage: ceiling.ts <data dir>')

const db = new PGlite(dataDir)
// The same columns as the server's users table, so the row costs the same to read and send.
await db.exec(`
  CREATE TABLE IF NOT EXISTS users (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    email text NOT NULL UNIQUE,
    password_hash text,
    google_sub text UNIQUE,
    nickname text NOT NULL DEFAULT '',
    signature text NOT NULL DEFAULT '',
    profile_image text NOT NULL DEFAULT '',
    banner_image text NOT NULL DEFAULT '',
    pin_hash text,
    transaction_password_hash text,
    own_invitation_code text NOT NULL UNIQUE,
    referred_by uuid,
    subscription_expires_at timestamptz,
    created_at timestamptz NOT NULL
  )`)
const {
  rows: [user],
} = await db.query<{ id: string }>(
  `INSERT INTO users (email, password_hash, nickname, own_invitation_code, created_at)
   VALUES ('ceiling@example.com', 'x', 'ceiling', 'CEIL2345', now()) RETURNING id`,
)
if (!user) throw new Error('insert returned nothing')

const secret = randomBytes(32).toString('hex')
const now = Math.floor(Date.now() / 1000)
const token = signJwt({ sub: user.id, sid: user.id, iat: now, exp: now + 3600 }, secret)

const app = Fastify()
app.get('/v1/profile', async (req, reply) => {
  const match = req.headers.authorization?.match(/^Bearer\s+(\S+)$/i)
  const claims = match?.[1] ? verifyJwt(match[1], secret, Math.floor(Date.now() / 1000)) : null
  if (!claims) return reply.code(401).send({ status: 'error', description: 'Invalid session' })
  const { rows } = await db.query('SELECT * FROM users WHERE id = $1', [claims.sub])
  if (!rows[0]) return reply.code(401).send({ status: 'error', description: 'Invalid session' })
  return { status: 'success', data: rows[0] }
})

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => db.close())
    .then(() => process.exit(0))
})
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
const port = typeof address === 'object' && address ? address.port : 0
console.log(JSON.stringify({ port, token }))
