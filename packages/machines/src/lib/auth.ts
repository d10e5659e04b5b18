/**
 * Small pure helpers the session flows share. No storage or network here: reading and writing
 * the token, user and flags are named actions the app provides.
 */

/** The `exp` claim (seconds since the epoch) of a JWT, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const exp: unknown = (JSON.parse(json) as { exp?: unknown }).exp
    return typeof exp === 'number' ? exp : null
  } catch {
    return null
  }
}

/** A token without a readable `exp` counts as expired: it cannot be trusted to still work. */
export function isTokenExpired(token: string, nowMs: number): boolean {
  const exp = tokenExpiry(token)
  return exp === null || exp * 1000 <= nowMs
}

/**
 * Where to go after signing in: the remembered path when it is a path on this site, else '/'.
 * Anything else ('//evil.example', 'https://…') would turn the login page into an open redirect.
 */
export function safeRedirect(path: string | null | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return '/'
  return path
}
