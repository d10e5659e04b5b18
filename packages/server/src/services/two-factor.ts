import { and, eq, isNull, lt, or } from 'drizzle-orm'
import {
  RECOVERY_CODE_COUNT,
  type TwoFactorDisableRequest,
  type TwoFactorEnableRequest,
  type TwoFactorEnableResponse,
  type TwoFactorSetupResponse,
} from '@atb/contract'
import { recoveryCodes, users } from '../db/schema'
import { ApiFailure } from '../lib/errors'
import type { AuthUser, Deps, RequestMeta } from '../lib/deps'
import { recordActivity } from './activity'
import { requireAttempt, returnAttempt } from './attempts'
import { proveOldSecret } from './old-secrets'
import {
  groupRecoveryCode,
  matchTotpStep,
  newRecoveryCode,
  newTotpSecret,
  otpauthUrl,
  recoveryCodeHash,
} from './totp'
import { getUser, type UserRow } from './users'

/** Binds a sealed secret to its owner: copied onto another user's row, it does not open. */
const secretAad = (userId: string) => `totp:${userId}`

async function sealSecret(deps: Deps, userId: string, base32: string): Promise<string> {
  const key = await deps.dataKeys.get(userId)
  return deps.dataKeys.seal(key, Buffer.from(base32, 'utf8'), secretAad(userId))
}

async function openSecret(deps: Deps, userId: string, sealed: string): Promise<string> {
  const key = await deps.dataKeys.get(userId)
  return deps.dataKeys.open(key, sealed, secretAad(userId)).toString('utf8')
}

/**
 * Takes a code's step once: the update happens only if it is later than the last step taken, so
 * a code cannot be replayed within its window, nor by two parallel requests.
 */
async function claimStep(deps: Deps, userId: string, step: number): Promise<boolean> {
  const claimed = await deps.db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id })
  return claimed.length > 0
}

async function spendRecoveryCode(deps: Deps, userId: string, code: string): Promise<boolean> {
  const hash = recoveryCodeHash(await deps.dataKeys.get(userId), userId, code)
  const used = await deps.db
    .update(recoveryCodes)
    .set({ usedAt: deps.clock.now() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id })
  return used.length > 0
}

/**
 * Checks a second factor of an account that has one: a TOTP of the window not used before, or,
 * where `recovery` allows, an unused recovery code (which is then spent, and told to the owner).
 * Wrong tries are counted per account, whatever the address, and written to the activity log.
 */
export async function proveSecondFactor(
  deps: Deps,
  row: UserRow,
  code: string,
  meta: RequestMeta,
  { recovery }: { recovery: boolean },
): Promise<'totp' | 'recovery'> {
  if (!row.totpSecret) throw new ApiFailure('two_factor_missing')
  const key = `two_factor:${row.id}`
  await requireAttempt(deps.db, deps.clock, key, deps.limits.twoFactorPerAccount)
  let proved: 'totp' | 'recovery' | null = null
  if (/^\d+$/.test(code)) {
    const secret = await openSecret(deps, row.id, row.totpSecret)
    const step = matchTotpStep(secret, code, deps.clock.now())
    if (step !== null && (await claimStep(deps, row.id, step))) proved = 'totp'
  } else if (recovery && (await spendRecoveryCode(deps, row.id, code))) {
    proved = 'recovery'
    await recordActivity(deps.db, deps.clock, row.id, 'recovery_code_used', meta, deps)
  }
  if (proved) {
    await returnAttempt(deps.db, key)
    return proved
  }
  await recordActivity(deps.db, deps.clock, row.id, 'two_factor_wrong', meta)
  throw new ApiFailure('two_factor_code_wrong')
}

/** An action that moves money or keys: with two-factor on, it must carry a valid TOTP. */
export async function requireSecondFactor(
  deps: Deps,
  userId: string,
  code: string | undefined,
  meta: RequestMeta,
): Promise<void> {
  const row = await getUser(deps.db, userId)
  if (!row.totpSecret) return
  if (!code) throw new ApiFailure('two_factor_required')
  await proveSecondFactor(deps, row, code, meta, { recovery: false })
}

/** The login password, where the account has one; counted as every wrong old secret is. */
async function provePasswordIfAny(
  deps: Deps,
  user: AuthUser,
  row: UserRow,
  password: string | undefined,
  meta: RequestMeta,
) {
  if (!row.passwordHash) return
  if (!password) throw new ApiFailure('password_required')
  await proveOldSecret(deps, user, meta, 'password', password, row.passwordHash, 'password_wrong')
}

/** A new secret to scan; it replaces any earlier one not confirmed, and signs nothing in yet. */
export async function setupTwoFactor(deps: Deps, user: AuthUser): Promise<TwoFactorSetupResponse> {
  const row = await getUser(deps.db, user.userId)
  if (row.totpSecret) throw new ApiFailure('two_factor_exists')
  const secret = newTotpSecret()
  const sealed = await sealSecret(deps, user.userId, secret)
  await deps.db
    .update(users)
    .set({ totpPendingSecret: sealed })
    .where(and(eq(users.id, user.userId), isNull(users.totpSecret)))
  return { secret, otpauth_url: otpauthUrl(secret, row.email) }
}

/** The first code from the app confirms the secret; the recovery codes are answered once. */
export async function enableTwoFactor(
  deps: Deps,
  user: AuthUser,
  input: TwoFactorEnableRequest,
  meta: RequestMeta,
): Promise<TwoFactorEnableResponse> {
  const row = await getUser(deps.db, user.userId)
  if (row.totpSecret) throw new ApiFailure('two_factor_exists')
  if (!row.totpPendingSecret) throw new ApiFailure('two_factor_setup_missing')
  await provePasswordIfAny(deps, user, row, input.password, meta)
  const key = `two_factor:${row.id}`
  await requireAttempt(deps.db, deps.clock, key, deps.limits.twoFactorPerAccount)
  const secret = await openSecret(deps, row.id, row.totpPendingSecret)
  const step = matchTotpStep(secret, input.totp_code, deps.clock.now())
  if (step === null) {
    await recordActivity(deps.db, deps.clock, row.id, 'two_factor_wrong', meta)
    throw new ApiFailure('two_factor_code_wrong')
  }
  await returnAttempt(deps.db, key)
  const dataKey = await deps.dataKeys.get(row.id)
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  const now = deps.clock.now()
  await deps.db.transaction(async (tx) => {
    // Only the secret this setup showed: a newer setup in another tab makes this one stale.
    const [turnedOn] = await tx
      .update(users)
      .set({ totpSecret: row.totpPendingSecret, totpPendingSecret: null, totpLastStep: step })
      .where(
        and(
          eq(users.id, row.id),
          isNull(users.totpSecret),
          eq(users.totpPendingSecret, row.totpPendingSecret!),
        ),
      )
      .returning({ id: users.id })
    if (!turnedOn) throw new ApiFailure('two_factor_setup_missing')
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, row.id))
    await tx.insert(recoveryCodes).values(
      codes.map((code) => ({
        userId: row.id,
        codeHash: recoveryCodeHash(dataKey, row.id, code),
        createdAt: now,
      })),
    )
    await recordActivity(tx, deps.clock, row.id, 'two_factor_enable', meta, deps)
  })
  return { recovery_codes: codes.map(groupRecoveryCode) }
}

/** Needs a code (or a recovery code) and the login password; starts the 24-hour hold. */
export async function disableTwoFactor(
  deps: Deps,
  user: AuthUser,
  input: TwoFactorDisableRequest,
  meta: RequestMeta,
): Promise<void> {
  const row = await getUser(deps.db, user.userId)
  if (!row.totpSecret) throw new ApiFailure('two_factor_missing')
  await provePasswordIfAny(deps, user, row, input.password, meta)
  await proveSecondFactor(deps, row, input.totp_code, meta, { recovery: true })
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
      .where(eq(users.id, row.id))
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, row.id))
    await recordActivity(tx, deps.clock, row.id, 'two_factor_disable', meta, deps)
  })
}
