import { createHmac, timingSafeEqual } from 'node:crypto'

export interface AccessClaims {
  /** User id. */
  sub: string
  /** Session id, checked against the user's live session on every call (decision 025). */
  sid: string
  iat: number
  /** Seconds since the epoch, as the app reads it (spec section 3). */
  exp: number
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')

const signature = (secret: string, data: string) =>
  createHmac('sha256', secret).update(data).digest()

export function signJwt(claims: AccessClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
  const data = `${HEADER}.${payload}`
  return `${data}.${signature(secret, data).toString('base64url')}`
}

/** Returns the claims of a well-formed, correctly signed, unexpired HS256 token, else null. */
export function verifyJwt(token: string, secret: string, nowSeconds: number): AccessClaims | null {
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const [header, payload, sig] = parts as [string, string, string]
  // Only our own header is accepted, which rules out alg=none and algorithm confusion.
  if (header !== HEADER) return null
  const expected = signature(secret, `${header}.${payload}`)
  const actual = Buffer.from(sig, 'base64url')
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null
  try {
    const claims = JSON.parse(
      Buffer.from(payload, 'base64url').toString('utf8'),
    ) as Partial<AccessClaims>
    if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return null
    if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) return null
    return claims as AccessClaims
  } catch {
    return null
  }
}
