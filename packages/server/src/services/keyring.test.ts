import { randomBytes } from 'node:crypto'
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readEnv, startupProblems } from '../config'
import { Keyring, KeyringError, loadMasterKey, open, parseMasterKey, seal } from './keyring'

const key = randomBytes(32)
const folder = () => mkdtempSync(join(tmpdir(), 'atb-keyring-'))

describe('envelopes', () => {
  it('open what they sealed, only with the same key and the same binding', () => {
    // Arrange
    const sealed = seal(key, Buffer.from('s3cret'), 'exchange-key:u1:binance')
    // Act, Assert
    expect(open(key, sealed, 'exchange-key:u1:binance').toString()).toBe('s3cret')
    expect(() => open(key, sealed, 'exchange-key:u2:binance')).toThrow(KeyringError)
    expect(() => open(randomBytes(32), sealed, 'exchange-key:u1:binance')).toThrow(KeyringError)
  })

  it('start with version 1 and a fresh IV each time, and refuse unknown versions', () => {
    const a = Buffer.from(seal(key, Buffer.from('x'), 'a'), 'base64')
    const b = Buffer.from(seal(key, Buffer.from('x'), 'a'), 'base64')
    expect(a[0]).toBe(1)
    expect(a.length).toBe(1 + 12 + 16 + 1)
    expect(a.subarray(1, 13).equals(b.subarray(1, 13))).toBe(false)
    a[0] = 2
    expect(() => open(key, a.toString('base64'), 'a')).toThrow('unknown envelope version 2')
  })

  it('wrap a data key for one user only', () => {
    const ring = new Keyring(key)
    const dataKey = ring.newDataKey()
    const wrapped = ring.wrap('u1', dataKey)
    expect(ring.unwrap('u1', wrapped).equals(dataKey)).toBe(true)
    expect(() => ring.unwrap('u2', wrapped)).toThrow(KeyringError)
    expect(ring.id).toMatch(/^[0-9a-f]{16}$/)
    expect(ring.id).not.toContain(key.toString('hex').slice(0, 16))
  })
})

describe('the master key', () => {
  it('is read as 64 hex digits or base64 of 32 bytes, and nothing else', () => {
    expect(parseMasterKey(key.toString('hex')).equals(key)).toBe(true)
    expect(parseMasterKey(key.toString('base64')).equals(key)).toBe(true)
    expect(parseMasterKey(key.toString('base64url')).equals(key)).toBe(true)
    for (const bad of ['', 'short', randomBytes(16).toString('base64'), 'z'.repeat(64)])
      expect(() => parseMasterKey(bad), bad).toThrow('KEY_ENCRYPTION_KEY must be 32 random bytes')
  })

  it('stops the server at startup when KEY_ENCRYPTION_KEY is malformed', () => {
    const problems = startupProblems(readEnv({ KEY_ENCRYPTION_KEY: 'not-a-key' }))
    expect(problems).toEqual([
      expect.stringContaining('KEY_ENCRYPTION_KEY must be 32 random bytes'),
    ])
    expect(startupProblems(readEnv({ KEY_ENCRYPTION_KEY: key.toString('hex') }))).toEqual([])
  })

  it('is generated once into a 0600 file beside the database, then reused', () => {
    // Arrange
    const file = join(folder(), 'data', 'key-encryption.key')
    // Act
    const first = loadMasterKey(undefined, file)
    const again = loadMasterKey(undefined, file)
    // Assert
    expect(first.length).toBe(32)
    expect(again.equals(first)).toBe(true)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('base64'))
  })

  it('comes from the environment before the file, and a broken file is an error', () => {
    const file = join(folder(), 'key-encryption.key')
    expect(loadMasterKey(key.toString('hex'), file).equals(key)).toBe(true)
    writeFileSync(file, 'garbage', { mode: 0o600 })
    expect(() => loadMasterKey(undefined, file)).toThrow(`${file} does not hold a valid key`)
  })

  it('refuses a key file others can read, naming the file and the fix', () => {
    const file = join(folder(), 'key-encryption.key')
    writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o644 })
    chmodSync(file, 0o644)
    const why = `The key file ${file} can be read by other users (mode 0644). Run \`chmod 600 ${file}\`, then start again.`
    expect(() => loadMasterKey(undefined, file)).toThrow(why)
    expect(startupProblems(readEnv({ KEY_ENCRYPTION_KEY_FILE: file }))).toEqual([why])
    chmodSync(file, 0o600)
    expect(loadMasterKey(undefined, file).equals(key)).toBe(true)
    expect(startupProblems(readEnv({ KEY_ENCRYPTION_KEY_FILE: file }))).toEqual([])
  })

  it('refuses a key file another user wrote', () => {
    const file = join(folder(), 'key-encryption.key')
    writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600 })
    const owner = statSync(file).uid
    expect(() => loadMasterKey(undefined, file, owner + 1)).toThrow(
      `The key file ${file} belongs to user ${owner}, not to this server's user (${owner + 1})`,
    )
  })

  it('is never kept in a folder others can write, such as a shared temporary folder', () => {
    const shared = join(folder(), 'tmp')
    mkdirSync(shared)
    chmodSync(shared, 0o1777)
    // DATA_DIR straight in /tmp put the key file in /tmp itself, for every server there to share.
    const env = readEnv({ DATA_DIR: join(shared, 'pglite') })
    expect(env.keyFile).toBe(join(shared, 'key-encryption.key'))
    const [why] = startupProblems(env)
    expect(why).toContain(
      `The key file ${env.keyFile} would be in ${shared}, a folder other users can write`,
    )
    expect(() => loadMasterKey(undefined, env.keyFile)).toThrow(why)
    expect(readdirSync(shared)).toEqual([])
    // Even a key that is this user's and 0600: whoever came first could have planted it.
    writeFileSync(env.keyFile, `${key.toString('base64')}\n`, { mode: 0o600 })
    expect(() => loadMasterKey(undefined, env.keyFile)).toThrow(why)
    // In a folder of its own beside the data, as the message advises, it is made and kept 0600.
    const own = readEnv({ DATA_DIR: join(shared, 'atb', 'pglite') }).keyFile
    expect(startupProblems(readEnv({ DATA_DIR: join(shared, 'atb', 'pglite') }))).toEqual([])
    loadMasterKey(undefined, own)
    expect(statSync(own).mode & 0o777).toBe(0o600)
    expect(statSync(join(shared, 'atb')).mode & 0o777).toBe(0o700)
  })

  it('defaults to the data folder beside PGlite', () => {
    expect(readEnv({ DATA_DIR: '/srv/atb/pglite' }).keyFile).toBe('/srv/atb/key-encryption.key')
  })
})
