import {
  createHash,
  randomBytes,
  randomInt,
  scrypt,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto'

const scryptAsync = (secret: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(secret, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  )

const COST = { N: 16384, r: 8, p: 1 }
const KEY_LENGTH = 32

/** Slow salted hash for passwords, PINs, transaction passwords and OTPs. Parameters travel with it. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scryptAsync(secret, salt, KEY_LENGTH, COST)
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  )
}

export async function verifySecret(
  secret: string,
  stored: string | null | undefined,
): Promise<boolean> {
  const parts = stored?.split('$') ?? []
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [, N, r, p, salt, key] = parts as [string, string, string, string, string, string]
  const expected = Buffer.from(key, 'base64')
  const actual = await scryptAsync(secret, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  })
  return timingSafeEqual(expected, actual)
}

/** Fast hash for high-entropy random tokens, where a slow hash buys nothing. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url')

export const randomDigits = (n: number) =>
  Array.from({ length: n }, () => String(randomInt(10))).join('')

/** No 0/O, 1/I/L: codes are read off screens and typed by hand. */
export const UNAMBIGUOUS_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

export const randomCode = (n: number) =>
  Array.from(
    { length: n },
    () => UNAMBIGUOUS_ALPHABET[randomInt(UNAMBIGUOUS_ALPHABET.length)],
  ).join('')
