import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

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

/*
 * Trading (issue 10). Decimals are `numeric` read as strings, never floats. Every row carries its
 * user so ownership checks are one indexed equality, and another user's id answers 'record not found'.
 */
const money = (name: string) => numeric(name)

/** A bot: its config, the engine's resumable record (state, write-ahead outbox, fill cursor) and its owner lease. */
export const bots = pgTable(
  'bots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The contract's ExchangeName: paper, binance, okx, oanda. */
    exchange: text('exchange').notNull(),
    market: text('market').notNull(),
    /** Engine symbols, primary first (`BTCUSDT`). */
    symbols: jsonb('symbols').$type<string[]>().notNull(),
    config: jsonb('config').notNull(),
    /** Bumped by every update; events keep what changed. */
    configVersion: integer('config_version').notNull().default(1),
    /** The contract's BotStatusName. */
    status: text('status').notNull(),
    /** Stop reason, error message or out-of-balance reason. */
    reason: text('reason'),
    /** The engine's BotState, outbox and fill cursor (engine/runner/store.ts BotRecord). */
    state: jsonb('state'),
    outbox: jsonb('outbox').notNull().default([]),
    fillCursor: integer('fill_cursor').notNull().default(0),
    /** Paper bots: the paper venue's account (balances, open orders, position) saved with the state. */
    venueAccount: jsonb('venue_account'),
    /** What the bot took from the user's balance when it started (worst-case capital), by asset. */
    allocation: jsonb('allocation').$type<Record<string, string>>().notNull(),
    /** How a stop ended the bot: keep the coins or sell/close at market. */
    stopMode: text('stop_mode'),
    /** The process driving the bot and until when its lease holds (several processes, issue 17). */
    owner: text('owner'),
    leaseExpiresAt: time('lease_expires_at'),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
    stoppedAt: time('stopped_at'),
  },
  (t) => [
    index('bots_user_status_idx').on(t.userId, t.status),
    index('bots_status_lease_idx').on(t.status, t.leaseExpiresAt),
  ],
)

/** Every order a bot sent or means to send; `client_id` makes a resend after a crash a no-op. */
export const botOrders = pgTable(
  'bot_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    botId: uuid('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    exchange: text('exchange').notNull(),
    clientId: text('client_id').notNull().unique(),
    exchangeOrderId: text('exchange_order_id'),
    symbol: text('symbol').notNull(),
    side: text('side').notNull(),
    type: text('type').notNull(),
    price: money('price'),
    qty: money('qty'),
    quoteQty: money('quote_qty'),
    /** pending (written, not yet acknowledged by the venue), open, filled, canceled, rejected. */
    status: text('status').notNull(),
    error: text('error'),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (t) => [
    index('bot_orders_user_time_idx').on(t.userId, t.createdAt),
    index('bot_orders_status_idx').on(t.exchange, t.status),
  ],
)

/** Fills, once each: `(bot_id, seq)` is the engine's exactly-once cursor. */
export const botFills = pgTable(
  'bot_fills',
  {
    botId: uuid('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    userId: uuid('user_id').notNull(),
    clientId: text('client_id').notNull(),
    symbol: text('symbol').notNull(),
    side: text('side').notNull(),
    price: money('price').notNull(),
    qty: money('qty').notNull(),
    quote: money('quote').notNull(),
    fee: money('fee').notNull(),
    feeAsset: text('fee_asset').notNull(),
    maker: boolean('maker').notNull(),
    realizedPnl: money('realized_pnl'),
    /** Connected exchanges: the venue's trade id, so a trade polled again after a restart is booked once. */
    tradeId: text('trade_id'),
    time: time('time').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.botId, t.seq] }),
    index('bot_fills_user_idx').on(t.userId),
    uniqueIndex('bot_fills_trade_idx').on(t.botId, t.tradeId),
  ],
)

/** What happened to a bot besides fills: status changes, config updates with their changes. */
export const botEvents = pgTable(
  'bot_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    botId: uuid('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    time: time('time').notNull(),
  },
  (t) => [index('bot_events_bot_time_idx').on(t.botId, t.time)],
)

/** Sampled equity beside buy-and-hold, for the bot page's curve. */
export const botEquity = pgTable(
  'bot_equity',
  {
    botId: uuid('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    time: time('time').notNull(),
    equity: money('equity').notNull(),
    hold: money('hold').notNull(),
  },
  (t) => [primaryKey({ columns: [t.botId, t.time] })],
)

/** The built-in Paper venue's free balances per user (10,000 USDT and 10,000 USD to start). */
export const paperBalances = pgTable(
  'paper_balances',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    asset: text('asset').notNull(),
    free: money('free').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.asset] })],
)

/*
 * Exchange connections (decision 034). Secrets are stored only as AES-256-GCM envelopes under the
 * user's data key; the data key only wrapped by the master key, which never enters the database.
 */

/** Each user's random data key, wrapped by the master key that `master_key_id` names. */
export const userDataKeys = pgTable('user_data_keys', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  wrappedKey: text('wrapped_key').notNull(),
  /** A fingerprint of the master key that wrapped it, so a rotation can find what to rewrap. */
  masterKeyId: text('master_key_id').notNull(),
  createdAt: time('created_at').notNull(),
})

/** One row per user and keyed venue; Paper needs none. */
export const exchangeConnections = pgTable(
  'exchange_connections',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The contract's KeyedExchange: binance, okx, oanda. */
    exchange: text('exchange').notNull(),
    /** The contract's ConnectionStatus. */
    status: text('status').notNull(),
    /** The envelope of `{apiKey, secret, password}`, bound to this user and venue. */
    secret: text('secret').notNull(),
    /** `••••` and the key's last four characters: all the list ever shows of it. */
    maskedKey: text('masked_key').notNull(),
    permissions: jsonb('permissions').$type<string[]>().notNull(),
    /** `key` or `oauth` (OKX fast API). */
    source: text('source').notNull(),
    reason: text('reason'),
    checkedAt: time('checked_at').notNull(),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.exchange] })],
)

/** OKX fast API authorizations in flight: SHA-256 of the state, single use, short-lived. */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  expiresAt: time('expires_at').notNull(),
  usedAt: time('used_at'),
  createdAt: time('created_at').notNull(),
})
/**
 * The Paper wallet's journal: every movement is balanced (its legs sum to zero per asset) and
 * keyed, so replaying one (a retried stop) inserts nothing and moves nothing. Accounts are
 * `wallet`, `bot:<id>` (what a bot holds) and `demo` (where granted and reset funds come from).
 * `paper_balances` is the wallet's running total, updated in the same transaction.
 */
export const paperEntries = pgTable(
  'paper_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Idempotency key: `grant:<user>`, `reserve:<bot>`, `release:<bot>`, `reset:<user>:<id>`. */
    movement: text('movement').notNull(),
    account: text('account').notNull(),
    asset: text('asset').notNull(),
    /** Signed. */
    amount: money('amount').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('paper_entries_movement_idx').on(t.movement, t.account, t.asset),
    index('paper_entries_user_idx').on(t.userId, t.account),
  ],
)
