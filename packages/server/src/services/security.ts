import { eq } from 'drizzle-orm'
import type {
  PinCreateRequest,
  PinUpdateRequest,
  ProfileUpdateRequest,
  TransactionPasswordChangeRequest,
  TransactionPasswordSetRequest,
  UserProfile,
} from '@atb/contract'
import { users } from '../db/schema'
import { hashSecret, verifySecret } from '../lib/crypto'
import { ApiFailure } from '../lib/errors'
import type { AuthUser, Deps, RequestMeta } from '../lib/deps'
import { recordActivity } from './activity'
import { getUser, toProfile } from './users'

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
    await recordActivity(tx, deps.clock, user.userId, kind, meta)
  })
}

/** The contract schema already checked that images are real PNG data URLs within the size cap. */
export async function updateProfile(
  deps: Deps,
  user: AuthUser,
  input: ProfileUpdateRequest,
  meta: RequestMeta,
): Promise<UserProfile> {
  const changes: Changes = { nickname: input.nickname, signature: input.signature }
  if (input.profile_image) changes.profileImage = input.profile_image
  if (input.banner_image) changes.bannerImage = input.banner_image
  await save(deps, user, changes, 'profile_update', meta)
  return toProfile(await getUser(deps.db, user.userId), deps.clock.now())
}

export async function createPin(
  deps: Deps,
  user: AuthUser,
  input: PinCreateRequest,
  meta: RequestMeta,
) {
  const row = await getUser(deps.db, user.userId)
  if (row.pinHash) throw new ApiFailure('pin_exists')
  await save(deps, user, { pinHash: await hashSecret(input.pin) }, 'pin_create', meta)
}

export async function updatePin(
  deps: Deps,
  user: AuthUser,
  input: PinUpdateRequest,
  meta: RequestMeta,
) {
  const row = await getUser(deps.db, user.userId)
  if (!row.pinHash) throw new ApiFailure('pin_missing')
  if (!(await verifySecret(input.old_pin, row.pinHash))) throw new ApiFailure('pin_wrong')
  await save(deps, user, { pinHash: await hashSecret(input.new_pin) }, 'pin_update', meta)
}

export async function setTransactionPassword(
  deps: Deps,
  user: AuthUser,
  input: TransactionPasswordSetRequest,
  meta: RequestMeta,
) {
  const row = await getUser(deps.db, user.userId)
  if (row.transactionPasswordHash) throw new ApiFailure('transaction_password_exists')
  const hash = await hashSecret(input.transaction_password)
  await save(deps, user, { transactionPasswordHash: hash }, 'transaction_password_set', meta)
}

export async function changeTransactionPassword(
  deps: Deps,
  user: AuthUser,
  input: TransactionPasswordChangeRequest,
  meta: RequestMeta,
) {
  const row = await getUser(deps.db, user.userId)
  if (!row.transactionPasswordHash) throw new ApiFailure('transaction_password_missing')
  if (!(await verifySecret(input.old_transaction_password, row.transactionPasswordHash))) {
    throw new ApiFailure('transaction_password_wrong')
  }
  const hash = await hashSecret(input.new_transaction_password)
  await save(deps, user, { transactionPasswordHash: hash }, 'transaction_password_change', meta)
}
