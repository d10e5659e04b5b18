import { lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { startChild } from './bench/child'

const serverDir = dirname(dirname(fileURLToPath(import.meta.url)))

/** Every path under `root` whose group or others hold any permission, with its mode. */
function shared(root: string): string[] {
  const out: string[] = []
  const visit = (path: string) => {
    const stat = lstatSync(path)
    if ((stat.mode & 0o077) !== 0) out.push(`${path} 0${(stat.mode & 0o777).toString(8)}`)
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name))
  }
  visit(root)
  return out
}

/** The real server process on the embedded database, as `npm start` runs it. */
const serve = (dataDir: string) =>
  startChild('server', 'src/main.ts', [], {
    cwd: serverDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      KEY_ENCRYPTION_KEY: '',
      KEY_ENCRYPTION_KEY_FILE: '',
      REDIS_URL: '',
      STATIC_DIR: join(dataDir, 'no-app'),
      LOG_LEVEL: 'warn',
    },
    readyWhen: /is running at http:\/\/127\.0\.0\.1:\d+/,
    timeoutMs: 150_000,
  })

/**
 * The embedded database's files and the master key file are the server user's alone (issue 26
 * item 5, decision 079): a fresh DATA_DIR held 969 files of mode 0666, and a key file others
 * could read was used without a word. PGlite only: PostgreSQL keeps its own files.
 */
describe('the data folder and the key file', () => {
  const root = mkdtempSync(join(tmpdir(), 'atb-files-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('leaves nothing in a fresh DATA_DIR, nor the key file, that group or others may use', async () => {
    const data = join(root, 'fresh', 'data')
    const server = await serve(join(data, 'pglite'))
    try {
      expect(readdirSync(data).sort()).toEqual(['key-encryption.key', 'pglite'])
      expect(readdirSync(join(data, 'pglite')).length).toBeGreaterThan(10)
      expect(shared(data)).toEqual([])
    } finally {
      await server.stop()
    }
  }, 200_000)

  it('refuses to start on a key file others can read, naming it and the fix', async () => {
    const data = join(root, 'readable', 'data')
    mkdirSync(data, { recursive: true })
    const keyFile = join(data, 'key-encryption.key')
    writeFileSync(keyFile, `${Buffer.alloc(32, 3).toString('base64')}\n`, { mode: 0o644 })
    const started = await serve(join(data, 'pglite')).then(
      async (server) => {
        await server.stop()
        return 'started'
      },
      (error: Error) => error.message,
    )
    expect(started).toContain('exited with 1')
    expect(started).toContain(
      `The key file ${keyFile} can be read by other users (mode 0644). Run \`chmod 600 ${keyFile}\`, then start again.`,
    )
  }, 200_000)
})
