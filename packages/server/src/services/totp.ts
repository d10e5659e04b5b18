import { createHmac } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import { RECOVERY_CODE_LENGTH, TOTP_DIGITS, TWO_FACTOR_ISSUER } from '@atb/contract'
import { randomCode } from '../lib/crypto'

/**
 * RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, a 30-second step (decision 082).
 * A code is taken one step either side of now, for clocks that drift and people who type slowly.
 */
export const TOTP_PERIOD_SECONDS = 30
export const TOTP_WINDOW_STEPS = 1
/** 160 bits, the size RFC 4226 recommends for a SHA-1 key. */
const SECRET_BYTES = 20

const totpOf = (base32: string, label = '') =>
  new TOTP({
    issuer: TWO_FACTOR_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(base32),
  })

/** A new random secret, as the base32 text people type into an app by hand. */
export const newTotpSecret = (): string => new Secret({ size: SECRET_BYTES }).base32

/** The `otpauth://` address the QR code carries, naming the account by its email. */
export const otpauthUrl = (base32: string, email: string): string =>
  totpOf(base32, email).toString()

/** The code the secret gives at an instant (tests and the end-to-end run type it as an app would). */
export const totpAt = (base32: string, at: Date): string =>
  totpOf(base32).generate({ timestamp: at.getTime() })

/**
 * The time step (counter) a code belongs to, within the window around `at`, or null. Callers keep
 * the last step accepted and take only later ones, so a code works once.
 */
export function matchTotpStep(base32: string, code: string, at: Date): number | null {
  const delta = totpOf(base32).validate({
    token: code,
    timestamp: at.getTime(),
    window: TOTP_WINDOW_STEPS,
  })
  if (delta === null) return null
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: at.getTime() }) + delta
}

/** Ten characters of the unambiguous alphabet: about 49 bits, tried at five a quarter hour. */
export const newRecoveryCode = (): string => randomCode(RECOVERY_CODE_LENGTH)

/** As shown and downloaded: two groups of five, easier to read aloud and type. */
export const groupRecoveryCode = (code: string): string => `${code.slice(0, 5)}-${code.slice(5)}`

/**
 * Keyed with the user's data key (which only the master key opens), so a database dump alone
 * cannot try the code space offline, as it could against a plain hash of 49 bits.
 */
export const recoveryCodeHash = (dataKey: Buffer, userId: string, code: string): string =>
  createHmac('sha256', dataKey).update(`recovery:${userId}:${code}`).digest('hex')
