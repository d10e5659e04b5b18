import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/**
 * Envelope encryption for exchange keys (decision 034). Every blob is
 * `base64(version 0x01 ‖ iv 12 bytes ‖ GCM tag 16 bytes ‖ ciphertext)`, AES-256-GCM with an
 * additional-data string that binds it to where it belongs, so a blob copied onto another user's or
 * venue's row fails to open. The version byte lets a later format (or cipher) live beside this one.
 */
const VERSION = 1
const IV_BYTES = 12
const TAG_BYTES = 16
export const KEY_BYTES = 32

export class KeyringError extends Error {
  override name = 'KeyringError'
}

export function seal(key: Buffer, plaintext: Buffer, aad: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  cipher.setAAD(Buffer.from(aad, 'utf8'))
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()])
  return Buffer.concat([Buffer.of(VERSION), iv, cipher.getAuthTag(), body]).toString('base64')
}

export function open(key: Buffer, sealed: string, aad: string): Buffer {
  const raw = Buffer.from(sealed, 'base64')
  if (raw.length < 1 + IV_BYTES + TAG_BYTES || raw[0] !== VERSION)
    throw new KeyringError(`unknown envelope version ${raw[0] ?? 'none'}`)
  const iv = raw.subarray(1, 1 + IV_BYTES)
  const tag = raw.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES)
  const decipher = createDecipheriv('aes-256-gcm', key, iv)
  decipher.setAAD(Buffer.from(aad, 'utf8'))
  decipher.setAuthTag(tag)
  try {
    return Buffer.concat([
      decipher.update(raw.subarray(1 + IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ])
  } catch {
    throw new KeyringError('envelope does not open with this key (wrong key, or moved)')
  }
}

/**
 * The master key wraps each user's data key and does nothing else. It lives outside the database
 * (environment or a 0600 file), so a database dump alone opens nothing.
 */
export class Keyring {
  /** A fingerprint stored beside each wrapped key; never the key itself. */
  readonly id: string

  constructor(private readonly master: Buffer) {
    if (master.length !== KEY_BYTES) throw new KeyringError('master key must be 32 bytes')
    this.id = createHmac('sha256', master).update('atb key id').digest('hex').slice(0, 16)
  }

  newDataKey(): Buffer {
    return randomBytes(KEY_BYTES)
  }

  wrap(userId: string, dataKey: Buffer): string {
    return seal(this.master, dataKey, `data-key:${userId}`)
  }

  unwrap(userId: string, wrapped: string): Buffer {
    return open(this.master, wrapped, `data-key:${userId}`)
  }
}

const KEY_PROBLEM =
  'KEY_ENCRYPTION_KEY must be 32 random bytes written as 64 hex digits or as base64 ' +
  '(for example the output of `openssl rand -base64 32`).'

/** Reads KEY_ENCRYPTION_KEY's text: 64 hex digits or base64 of exactly 32 bytes, nothing else. */
export function parseMasterKey(text: string): Buffer {
  const value = text.trim()
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex')
  if (/^[A-Za-z0-9+/]{43}=$|^[A-Za-z0-9_-]{43}=?$/.test(value)) {
    const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
    if (bytes.length === KEY_BYTES) return bytes
  }
  throw new KeyringError(KEY_PROBLEM)
}

/** Null when the text is acceptable, else what is wrong with it (for startup checks). */
export function masterKeyProblem(text: string | undefined): string | null {
  if (text === undefined) return null
  try {
    parseMasterKey(text)
    return null
  } catch (error) {
    return (error as Error).message
  }
}

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`

/**
 * Why the key file may not hold the master key, in words that name the file and the fix; null
 * when it may (issue 26 item 5, decision 079). Its folder, once it exists, must be one others
 * cannot write (in a shared temporary folder anyone could put a key of their own there first),
 * and the file, once it exists, must belong to this server's user and be readable by no one else.
 */
export function keyFileProblem(file: string, uid = process.getuid?.()): string | null {
  if (uid === undefined || process.platform === 'win32') return null
  const dir = dirname(file)
  if (existsSync(dir) && (statSync(dir).mode & 0o002) !== 0)
    return (
      `The key file ${file} would be in ${dir}, a folder other users can write (a shared ` +
      'temporary folder), where one of them could put a key of their own first. Keep DATA_DIR in ' +
      'a folder of its own (the key file goes beside it; for example DATA_DIR=/tmp/atb/pglite), ' +
      'or set KEY_ENCRYPTION_KEY_FILE to a file in a private folder, or set KEY_ENCRYPTION_KEY.'
    )
  if (!existsSync(file)) return null
  const stat = statSync(file)
  if (stat.uid !== uid)
    return (
      `The key file ${file} belongs to user ${stat.uid}, not to this server's user (${uid}), so ` +
      `someone else may know the key. If it is this server's key, run \`chown ${uid} ${file}\` ` +
      `and \`chmod 600 ${file}\`, then start again.`
    )
  if ((stat.mode & 0o077) !== 0)
    return (
      `The key file ${file} can be read by other users (mode ${octal(stat.mode)}). Run ` +
      `\`chmod 600 ${file}\`, then start again.`
    )
  return null
}

/**
 * KEY_ENCRYPTION_KEY when set; else the key file, created on first start with mode 0600 beside
 * the data (as JWT_SECRET is generated, but outside the database: it must never hold the master
 * key). A key file others could read, write or have planted is refused (keyFileProblem).
 */
export function loadMasterKey(
  fromEnv: string | undefined,
  file: string,
  uid = process.getuid?.(),
): Buffer {
  if (fromEnv !== undefined && fromEnv !== '') return parseMasterKey(fromEnv)
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
  const refuseUnsafe = () => {
    const problem = keyFileProblem(file, uid)
    if (problem) throw new KeyringError(problem)
  }
  if (!existsSync(file)) {
    refuseUnsafe()
    const key = randomBytes(KEY_BYTES)
    try {
      writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' })
      chmodSync(file, 0o600)
      return key
    } catch {
      // 'wx' failed: another process created it meanwhile, and its key is the key.
    }
  }
  refuseUnsafe()
  try {
    return parseMasterKey(readFileSync(file, 'utf8'))
  } catch {
    throw new KeyringError(`${file} does not hold a valid key. ${KEY_PROBLEM}`)
  }
}
