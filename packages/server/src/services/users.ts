import { eq, sql } from 'drizzle-orm'
import { toPlainText, type UserProfile } from '@atb/contract'
import type { Executor } from '../db'
import { invitationCodes, users } from '../db/schema'
import { randomCode } from '../lib/crypto'
import { ApiFailure } from '../lib/errors'
import type { Deps } from '../lib/deps'

export const normalizeEmail = (email: string) => email.trim().toLowerCase()

export type UserRow = typeof users.$inferSelect

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
  return row
}

const userById = (db: Executor) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_by_id')

// Every authenticated screen reads this row; building the query once per connection handle saves
// about half of its cost (measured for decision 025).
const preparedUserById = new WeakMap<Executor, ReturnType<typeof userById>>()

export async function getUser(db: Executor, id: string): Promise<UserRow> {
  let query = preparedUserById.get(db)
  if (!query) preparedUserById.set(db, (query = userById(db)))
  const [row] = await query.execute({ id })
  if (!row) throw new ApiFailure('invalid_session')
  return row
}

/** Who a signup with this code credits, and the code as stored. */
export interface Invitation {
  referrerId: string
  code: string
}

/**
 * Resolves a referral code (the owner's own, or one of their labelled codes, decision 061) to the
 * referrer; an unknown code is an error, not silently dropped.
 */
async function ownerOfInvitation(db: Executor, raw: string): Promise<Invitation | null> {
  const code = raw.trim().toUpperCase()
  const [own] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.ownInvitationCode, code))
  if (own) return { referrerId: own.id, code }
  const [labelled] = await db
    .select({ id: invitationCodes.userId })
    .from(invitationCodes)
    .where(eq(invitationCodes.code, code))
  return labelled ? { referrerId: labelled.id, code } : null
}

export async function invitationExists(db: Executor, code: string): Promise<boolean> {
  return (await ownerOfInvitation(db, code)) !== null
}

export async function referrerOf(
  db: Executor,
  code: string | undefined,
): Promise<Invitation | null> {
  if (!code) return null
  const owner = await ownerOfInvitation(db, code)
  if (!owner) throw new ApiFailure('invitation_invalid')
  return owner
}

/** A code no account or labelled code uses yet. */
export async function uniqueInvitationCode(db: Executor): Promise<string> {
  for (;;) {
    const code = randomCode(8)
    if (!(await ownerOfInvitation(db, code))) return code
  }
}

export interface NewUser {
  email: string
  passwordHash: string | null
  googleSub?: string
  nickname?: string
  referredBy: string | null
  /** The code the signup used, when it had one. */
  invitedWithCode?: string | null
}

export async function createUser(
  tx: Executor,
  deps: Pick<Deps, 'clock'>,
  input: NewUser,
): Promise<UserRow> {
  const email = normalizeEmail(input.email)
  if (await findUserByEmail(tx, email)) throw new ApiFailure('email_taken')
  const [row] = await tx
    .insert(users)
    .values({
      email,
      passwordHash: input.passwordHash,
      googleSub: input.googleSub ?? null,
      nickname: input.nickname ?? toPlainText(email.split('@')[0] ?? ''),
      ownInvitationCode: await uniqueInvitationCode(tx),
      referredBy: input.referredBy,
      invitedWithCode: input.invitedWithCode ?? null,
      createdAt: deps.clock.now(),
    })
    .returning()
  if (!row) throw new Error('user insert returned nothing')
  return row
}

export function toProfile(row: UserRow, now: Date): UserProfile {
  const expires = row.subscriptionExpiresAt
  return {
    id: row.id,
    email: row.email,
    own_invitation_code: row.ownInvitationCode,
    // Balances arrive with the assets area; until then the quote wallet is the single entry.
    assets: [{ symbol: 'USDT', amount: 0 }],
    nickname: row.nickname,
    signature: row.signature,
    profile_image: row.profileImage,
    banner_image: row.bannerImage,
    has_pin: row.pinHash !== null,
    has_transaction_password: row.transactionPasswordHash !== null,
    has_password: row.passwordHash !== null,
    two_factor_enabled: row.totpSecret !== null,
    subscription: {
      active: expires !== null && expires.getTime() > now.getTime(),
      expires_at: expires?.toISOString() ?? null,
    },
  }
}
