import { count, desc, eq } from 'drizzle-orm'
import {
  AFFILIATE_CODE_LIMIT,
  type InvitationCodeView,
  type InvitationCodesResponse,
} from '@atb/contract'
import type { Db } from '../../db'
import { invitationCodes, users } from '../../db/schema'
import { lockUsers } from '../../db/locks'
import type { Clock } from '../../lib/deps'
import { ApiFailure } from '../../lib/errors'
import { getUser, uniqueInvitationCode } from '../users'

/** Signups per code among this user's referees; those from before codes were recorded count for the own code. */
async function signupsByCode(db: Db, userId: string, ownCode: string) {
  const rows = await db
    .select({ code: users.invitedWithCode, n: count() })
    .from(users)
    .where(eq(users.referredBy, userId))
    .groupBy(users.invitedWithCode)
  const byCode = new Map<string, number>()
  for (const row of rows) {
    const code = row.code ?? ownCode
    byCode.set(code, (byCode.get(code) ?? 0) + Number(row.n))
  }
  return byCode
}

/** `/affiliate/codes`: the own code first, then the labelled ones newest first. */
export async function listInvitationCodes(
  db: Db,
  userId: string,
): Promise<InvitationCodesResponse> {
  const user = await getUser(db, userId)
  const [rows, signups] = await Promise.all([
    db
      .select()
      .from(invitationCodes)
      .where(eq(invitationCodes.userId, userId))
      .orderBy(desc(invitationCodes.createdAt), desc(invitationCodes.code)),
    signupsByCode(db, userId, user.ownInvitationCode),
  ])
  return {
    items: [
      {
        code: user.ownInvitationCode,
        label: '',
        primary: true,
        signups: signups.get(user.ownInvitationCode) ?? 0,
        created_at: user.createdAt.toISOString(),
      },
      ...rows.map((row) => ({
        code: row.code,
        label: row.label,
        primary: false,
        signups: signups.get(row.code) ?? 0,
        created_at: row.createdAt.toISOString(),
      })),
    ],
    limit: AFFILIATE_CODE_LIMIT,
  }
}

/** `/affiliate/codes/create`: a labelled code, at most AFFILIATE_CODE_LIMIT per user. */
export async function createInvitationCode(
  db: Db,
  clock: Clock,
  userId: string,
  label: string,
): Promise<InvitationCodeView> {
  return db.transaction(async (tx) => {
    // The user's row is the lock: parallel requests count one after another, so none passes the limit.
    await lockUsers(tx, [userId])
    const [made] = await tx
      .select({ n: count() })
      .from(invitationCodes)
      .where(eq(invitationCodes.userId, userId))
    if (Number(made?.n ?? 0) >= AFFILIATE_CODE_LIMIT) throw new ApiFailure('invitation_code_limit')
    const code = await uniqueInvitationCode(tx)
    const [row] = await tx
      .insert(invitationCodes)
      .values({ code, userId, label, createdAt: clock.now() })
      .returning()
    if (!row) throw new Error('invitation code insert returned nothing')
    return {
      code: row.code,
      label: row.label,
      primary: false,
      signups: 0,
      created_at: row.createdAt.toISOString(),
    }
  })
}
