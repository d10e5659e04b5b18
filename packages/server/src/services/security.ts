import { and, eq, isNull } from 'drizzle-orm'
import type {
  PinCreateRequest,
  PinUpdateRequest,
  ProfileUpdateRequest,
  TransactionPasswordChangeRequest,
  TransactionPasswordSetRequest,
  ErrorCode,
  UserProfile,
} from '@atb/contract'
import { users } from '../db/schema'
import { hashSecret } from '../lib/crypto'
import { ApiFailure } from '../lib/errors'
import type { AuthUser, Deps, RequestMeta } from '../lib/deps'
import { recordActivity } from './activity'
import { checkPng } from './images'
import { proveOldSecret } from './old-secrets'
import { proveSecondFactor } from './two-factor'
import { getUser, toProfile, type UserRow } from './users'

type Changes = Partial<typeof users.$inferInsert>

async function save(
  deps: Deps,
  user: AuthUser,
  changes: Changes,
  kind: Parameters<typeof recordActivity>[3],
  meta: RequestMeta,
) {
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set(changes).where(eq(users.id, user.userId))
    await recordActivity(tx, deps.clock, user.userId, kind, meta, deps)
  })
}

/**
 * Creates a secret only where none exists: the check and the write are one conditional update,
 * so of parallel creates with different values exactly one wins and the rest answer 409.
 */
async function createOnce(
  deps: Deps,
  user: AuthUser,
  column: typeof users.pinHash | typeof users.transactionPasswordHash,
  changes: Changes,
  kind: Parameters<typeof recordActivity>[3],
  meta: RequestMeta,
  exists: ErrorCode,
) {
  await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .update(users)
      .set(changes)
      .where(and(eq(users.id, user.userId), isNull(column)))
      .returning({ id: users.id })
    if (!created) throw new ApiFailure(exists)
    await recordActivity(tx, deps.clock, user.userId, kind, meta, deps)
  })
}

/** The contract schema checked the data URLs' form and size; `checkPng` parses the images themselves. */
export async function updateProfile(
  deps: Deps,
  user: AuthUser,
  input: ProfileUpdateRequest,
  meta: RequestMeta,
): Promise<UserProfile> {
  const changes: Changes = { nickname: input.nickname, signature: input.signature }
  if (input.profile_image) changes.profileImage = checkPng('profile_image', input.profile_image)
  if (input.banner_image) changes.bannerImage = checkPng('banner_image', input.banner_image)
  await save(deps, user, changes, 'profile_update', meta)
  return toProfile(await getUser(deps.db, user.userId), deps.clock.now())
}

export async function createPin(
  deps: Deps,
  user: AuthUser,
  input: PinCreateRequest,
  meta: RequestMeta,
) {
  const pinHash = await hashSecret(input.pin)
  await createOnce(deps, user, users.pinHash, { pinHash }, 'pin_create', meta, 'pin_exists')
}

export async function updatePin(
  deps: Deps,
  user: AuthUser,
  input: PinUpdateRequest,
  meta: RequestMeta,
) {
  const row = await getUser(deps.db, user.userId)
  if (!row.pinHash) throw new ApiFailure('pin_missing')
  await proveOldSecret(deps, user, meta, 'pin', input.old_pin, row.pinHash, 'pin_wrong')
  await save(deps, user, { pinHash: await hashSecret(input.new_pin) }, 'pin_update', meta)
}

/**
 * Setting or changing the transaction password proves the person again (issue 26): with the login
 * password, or a TOTP when two-factor sign-in is on; either works where the account has both.
 * Wrong ones count against the same per-account limits as everywhere else.
 */
async function proveItIsYou(
  deps: Deps,
  user: AuthUser,
  row: UserRow,
  proof: { password?: string | undefined; totp_code?: string | undefined },
  meta: RequestMeta,
): Promise<void> {
  if (!row.totpSecret && !row.passwordHash) throw new ApiFailure('proof_unavailable')
  if (row.totpSecret && proof.totp_code) {
    await proveSecondFactor(deps, row, proof.totp_code, meta, { recovery: false })
    return
  }
  if (row.passwordHash && proof.password) {
    const { passwordHash } = row
    await proveOldSecret(
      deps,
      user,
      meta,
      'password',
      proof.password,
      passwordHash,
      'password_wrong',
    )
    return
  }
  throw new ApiFailure(row.totpSecret ? 'two_factor_required' : 'password_required')
}

export async function setTransactionPassword(
  deps: Deps,
  user: AuthUser,
  input: TransactionPasswordSetRequest,
  meta: RequestMeta,
) {
  const row = await getUser(deps.db, user.userId)
  if (row.transactionPasswordHash) throw new ApiFailure('transaction_password_exists')
  await proveItIsYou(deps, user, row, input, meta)
  const transactionPasswordHash = await hashSecret(input.transaction_password)
  await createOnce(
    deps,
    user,
    users.transactionPasswordHash,
    { transactionPasswordHash },
    'transaction_password_set',
    meta,
    'transaction_password_exists',
  )
}

export async function changeTransactionPassword(
  deps: Deps,
  user: AuthUser,
  input: TransactionPasswordChangeRequest,
  meta: RequestMeta,
) {
  const row = await getUser(deps.db, user.userId)
  if (!row.transactionPasswordHash) throw new ApiFailure('transaction_password_missing')
  await proveOldSecret(
    deps,
    user,
    meta,
    'transaction_password',
    input.old_transaction_password,
    row.transactionPasswordHash,
    'transaction_password_wrong',
  )
  await proveItIsYou(deps, user, row, input, meta)
  const hash = await hashSecret(input.new_transaction_password)
  await save(deps, user, { transactionPasswordHash: hash }, 'transaction_password_change', meta)
}
