import type { ActivityKind, ErrorCode } from '@atb/contract'
import { verifySecret } from '../lib/crypto'
import { ApiFailure } from '../lib/errors'
import type { AuthUser, Deps, RequestMeta } from '../lib/deps'
import { recordActivity } from './activity'
import { requireAttempt, returnAttempt } from './attempts'

export type OldSecret = 'pin' | 'transaction_password' | 'password'

const refusedKind = {
  pin: 'pin_wrong',
  transaction_password: 'transaction_password_wrong',
  password: 'password_wrong',
} as const satisfies Record<OldSecret, ActivityKind>

/**
 * Checks the secret a change must prove, at most `oldSecretPerAccount` wrong tries per account
 * (whatever the address), then 429. Each wrong try is written to the activity log, where the owner
 * sees it; the tries refused with 429 are not, so a flood cannot bury the log.
 */
export async function proveOldSecret(
  deps: Deps,
  user: AuthUser,
  meta: RequestMeta,
  which: OldSecret,
  given: string,
  hash: string,
  wrong: ErrorCode,
): Promise<void> {
  const key = `old_${which}:${user.userId}`
  await requireAttempt(deps.db, deps.clock, key, deps.limits.oldSecretPerAccount)
  if (await verifySecret(given, hash)) return returnAttempt(deps.db, key)
  await recordActivity(deps.db, deps.clock, user.userId, refusedKind[which], meta)
  throw new ApiFailure(wrong)
}
