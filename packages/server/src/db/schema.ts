import { integer, pgTable, text, timestamp, uuid, index } from 'drizzle-orm/pg-core'

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lowercased so lookups need no function index. */
  email: text('email').notNull().unique(),
  /** Null for accounts created through Google. */
  passwordHash: text('password_hash'),
  googleSub: text('google_sub').unique(),
  nickname: text('nickname').notNull().default(''),
  signature: text('signature').notNull().default(''),
  profileImage: text('profile_image').notNull().default(''),
  bannerImage: text('banner_image').notNull().default(''),
  pinHash: text('pin_hash'),
  transactionPasswordHash: text('transaction_password_hash'),
  ownInvitationCode: text('own_invitation_code').notNull().unique(),
  referredBy: uuid('referred_by'),
  subscriptionExpiresAt: time('subscription_expires_at'),
  createdAt: time('created_at').notNull(),
})

/** One row per login; at most one row per user has revoked_at null (the single live session). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: time('created_at').notNull(),
    revokedAt: time('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

export const otps = pgTable('otps', {
  /** The otp_token handed to the browser: random, so it cannot be guessed from the email. */
  token: text('token').primaryKey(),
  email: text('email').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: time('expires_at').notNull(),
  verifiedAt: time('verified_at'),
  consumedAt: time('consumed_at'),
  createdAt: time('created_at').notNull(),
})

export const passwordResets = pgTable('password_resets', {
  /** SHA-256 of the emailed token: a database leak does not hand out working links. */
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: time('expires_at').notNull(),
  usedAt: time('used_at'),
  createdAt: time('created_at').notNull(),
})

export const activationCodes = pgTable('activation_codes', {
  code: text('code').primaryKey(),
  days: integer('days').notNull(),
  createdAt: time('created_at').notNull(),
  redeemedBy: uuid('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
  redeemedAt: time('redeemed_at'),
  /** The subscription's end right after this code was added (for the history). */
  expiresAfter: time('expires_after'),
})

export const activityLogs = pgTable(
  'activity_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (t) => [index('activity_user_time_idx').on(t.userId, t.createdAt)],
)

/** Mails written instead of sent when no SMTP server is configured. */
export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: time('created_at').notNull(),
})

/** Server-wide values that must survive restarts, such as a generated JWT secret. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})

/**
 * Attempt counters shared by every server process: one row per key (`login:<email>`,
 * `old_pin:<user id>`…), counted with one conditional upsert so parallel requests cannot overshoot.
 */
export const attemptCounters = pgTable('attempt_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: time('window_started_at').notNull(),
})
