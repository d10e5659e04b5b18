import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
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
import { reasonText, rejectionText } from './reasons'

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
  /** The code the account signed up with: the referrer's own code or one of their labelled codes. */
  invitedWithCode: text('invited_with_code'),
  subscriptionExpiresAt: time('subscription_expires_at'),
  /**
   * Two-factor sign-in (decision 082): the TOTP secret as an envelope under the user's data key,
   * set once the first code confirmed it; the one being set up waits in `totp_pending_secret`.
   */
  totpSecret: text('totp_secret'),
  totpPendingSecret: text('totp_pending_secret'),
  /** The last time step a code was accepted for: no code of it or before it works again. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  createdAt: time('created_at').notNull(),
})

/** One-time recovery codes: HMAC-SHA-256 under the user's data key, so a dump alone opens none. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: time('used_at'),
    createdAt: time('created_at').notNull(),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_idx').on(t.userId, t.codeHash)],
)

/**
 * A password (or Google) step that still needs a code: SHA-256 of the challenge handed to the
 * browser, short-lived and single use. It is no session: no other endpoint accepts it.
 */
export const loginChallenges = pgTable('login_challenges', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The activity the session it opens records: `login` or `login_google`. */
  kind: text('kind').notNull(),
  expiresAt: time('expires_at').notNull(),
  usedAt: time('used_at'),
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

export const activationCodes = pgTable(
  'activation_codes',
  {
    code: text('code').primaryKey(),
    days: integer('days').notNull(),
    createdAt: time('created_at').notNull(),
    redeemedBy: uuid('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: time('redeemed_at'),
    /** The subscription's end right after this code was added (for the history). */
    expiresAfter: time('expires_after'),
    /** Who bought it with the wallet (decision 060); null for codes the operator issued. */
    purchasedBy: uuid('purchased_by').references(() => users.id, { onDelete: 'set null' }),
    /** The ledger movement that paid for it: a purchase's codes share one. */
    purchaseId: uuid('purchase_id').references(() => ledgerMovements.id),
  },
  (t) => [index('activation_codes_purchased_by').on(t.purchasedBy, t.createdAt)],
)

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
    /** Why it stopped, paused, failed or is out of balance: a contract BotReason as JSON (decision 083). */
    reason: reasonText('reason'),
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
    /** Connected exchanges: the last fill whose profit share is settled (decision 067). */
    profitShareSeq: integer('profit_share_seq').notNull().default(0),
    /** Why the platform paused it: `wallet_low` (the wallet under spec §9's 10, decision 067). */
    pausedFor: text('paused_for'),
    /** When the owner put the bot into the public ranking; null: not in it (decision 070). */
    publicSince: time('public_since'),
  },
  (t) => [
    index('bots_user_status_idx').on(t.userId, t.status),
    index('bots_public_idx').on(t.publicSince),
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
    /** Why the venue refused it: a contract OrderRejection as JSON (decision 083). */
    error: rejectionText('error'),
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

/**
 * The market symbols a user starred (issue 13), in the order starred. Only symbols the feed lists
 * are stored, so a user's list is bounded by the market.
 */
export const marketFavorites = pgTable(
  'market_favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.symbol] })],
)

/*
 * The USDT wallet (issue 15, decision 059): a double-entry ledger. A movement's entries sum to
 * zero; each account's balance moves with its entries in the same transaction, and a user's
 * account can never go below zero (a CHECK, besides the guarded update).
 */

/**
 * `user:<id>:available`, `user:<id>:held` (withdrawals waiting), and the platform's own
 * `system:*` accounts, which mirror money outside the ledger (the chain, fees, sales) and so may
 * go below zero.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id),
    asset: text('asset').notNull(),
    balance: money('balance').notNull(),
    mayGoNegative: boolean('may_go_negative').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (t) => [
    index('ledger_accounts_user_idx').on(t.userId),
    check('ledger_accounts_balance_check', sql`${t.mayGoNegative} OR ${t.balance} >= 0`),
  ],
)

/** One money movement: its idempotency key, who asked, and a fingerprint of what was asked. */
export const ledgerMovements = pgTable('ledger_movements', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** `transfer:<user>:<request id>`, `credit:<…>` …: replaying a key moves nothing. */
  key: text('key').notNull().unique(),
  type: text('type').notNull(),
  /** The values that made it; a replay with other values is refused (`request_reused`). */
  fingerprint: text('fingerprint').notNull(),
  createdAt: time('created_at').notNull(),
})

/** One leg of a movement, as its account's history shows it. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: the history's tie-break between entries of one instant. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    movementId: uuid('movement_id')
      .notNull()
      .references(() => ledgerMovements.id),
    accountId: text('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** The contract's WalletEntryType, from this account's side (transfer_in, transfer_out …). */
    type: text('type').notNull(),
    /** Signed. */
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    /** The other user of a transfer. */
    counterpartyId: uuid('counterparty_id'),
    createdAt: time('created_at').notNull(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('ledger_entries_leg_idx').on(t.movementId, t.accountId),
  ],
)

/** Labelled invitation codes beside a user's own (decision 061): each signup records which it used. */
export const invitationCodes = pgTable(
  'invitation_codes',
  {
    code: text('code').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (t) => [index('invitation_codes_user_idx').on(t.userId, t.createdAt)],
)

/*
 * Deposits on the chain (issue 15, decision 063): one derived address per user, the deposits the
 * watcher has seen (pending until confirmed), and how far the watcher has scanned.
 */

/** A user's deposit address: `<DEPOSIT_XPUB>/0/<derivation_index>`. */
export const depositAddresses = pgTable('deposit_addresses', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Drawn from the column's sequence: never reused, even when an insert loses a race. */
  derivationIndex: bigserial('derivation_index', { mode: 'number' }).notNull().unique(),
  /** Lower-case 0x… (the API answers the checksummed form). */
  address: text('address').notNull().unique(),
  createdAt: time('created_at').notNull(),
})

/** A token transfer to a deposit address: pending, then credited (or below the minimum). */
export const deposits = pgTable(
  'deposits',
  {
    /** `deposit:<chainId>:<txHash>:<logIndex>`: also the ledger movement's idempotency key. */
    key: text('key').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: integer('block_number').notNull(),
    blockHash: text('block_hash').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    /** Exactly what arrived, in USDT (all the token's decimals). */
    amount: money('amount').notNull(),
    /** pending | credited | below_minimum | dropped (its block left the chain). */
    status: text('status').notNull(),
    /** What the ledger received (at most six decimals); null until credited. */
    credited: money('credited'),
    seenAt: time('seen_at').notNull(),
    creditedAt: time('credited_at'),
  },
  (t) => [
    index('deposits_user_idx').on(t.userId, t.seenAt),
    index('deposits_status_idx').on(t.status),
  ],
)

/** How far the deposit watcher has read each (chain, token): the last block scanned. */
export const chainCursors = pgTable('chain_cursors', {
  id: text('id').primaryKey(),
  block: integer('block').notNull(),
  updatedAt: time('updated_at').notNull(),
})
/**
 * One realisation of a bot on a connected exchange and the platform's share of it (decision 067):
 * `(bot_id, seq)` names the fill that realised it, so a replayed sweep records and charges once.
 */
export const profitShares = pgTable(
  'profit_shares',
  {
    botId: uuid('bot_id')
      .notNull()
      .references(() => bots.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The fill's profit (realised − trading fee), in the bot's quote. */
    profit: money('profit').notNull(),
    rate: money('rate').notNull(),
    /** profit × rate, rounded down to USDT's six decimals. */
    share: money('share').notNull(),
    /** What the wallet paid: the share, or all it held when it held less. */
    charged: money('charged').notNull(),
    /** share − charged: never owed, recorded so the operator sees it. */
    shortfall: money('shortfall').notNull(),
    /** The referrer's commission out of the charged share; 0 without a referrer. */
    commission: money('commission').notNull(),
    createdAt: time('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.botId, t.seq] }),
    index('profit_shares_user_idx').on(t.userId, t.createdAt),
  ],
)

/**
 * One USDT withdrawal (decision 064): requested (amount + fee held) → approved by the operator →
 * sent (signed, stored, then broadcast from the hot wallet) → confirmed (the hold leaves the
 * ledger); or rejected / cancelled / failed, when the hold goes back to the available balance.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The browser's idempotency key: one withdrawal per filled form. */
    requestId: text('request_id').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    /** Checksummed 0x… address. */
    toAddress: text('to_address').notNull(),
    chainId: integer('chain_id').notNull(),
    /** requested | approved | sent | confirmed | rejected | cancelled | failed */
    status: text('status').notNull(),
    reason: text('reason'),
    /** The hot wallet and nonce that signed it, the signed transaction and its hash. */
    fromAddress: text('from_address'),
    nonce: integer('nonce'),
    rawTx: text('raw_tx'),
    txHash: text('tx_hash'),
    blockNumber: integer('block_number'),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('withdrawals_request_idx').on(t.userId, t.requestId),
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_status_idx').on(t.status),
  ],
)

/*
 * Events and tournaments (issue 16, decisions 071 and 072). Operators write them with the admin
 * CLI; text is per language (`{en, th?, zh?, ko?, vi?}`), English being required and the fallback.
 */

/** A campaign or announcement; `ends_at` is moved to the moment an operator ends it early. */
export const communityEvents = pgTable(
  'community_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: jsonb('title').$type<Record<string, string>>().notNull(),
    summary: jsonb('summary').$type<Record<string, string>>().notNull(),
    body: jsonb('body').$type<Record<string, string>>().notNull(),
    howToJoin: jsonb('how_to_join').$type<Record<string, string>>().notNull(),
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
    /** Places in all; null for no limit. */
    capacity: integer('capacity'),
    createdAt: time('created_at').notNull(),
  },
  (t) => [index('community_events_dates_idx').on(t.startsAt, t.endsAt)],
)

/** Who joined an event: once per user (the primary key makes a second join a no-op). */
export const eventJoins = pgTable(
  'event_joins',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => communityEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: time('joined_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
)

/** A Paper trading competition; `frozen_at` once its results are stored, `awarded_at` once paid. */
export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    rules: jsonb('rules').$type<Record<string, string>>().notNull(),
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
    /** Paper USDT each participant's ROI is measured against at least (decision 072). */
    capital: money('capital').notNull(),
    /** `[{rank, amount}]`, USDT. */
    prizes: jsonb('prizes').$type<{ rank: number; amount: string }[]>().notNull(),
    frozenAt: time('frozen_at'),
    awardedAt: time('awarded_at'),
    createdAt: time('created_at').notNull(),
  },
  (t) => [index('tournaments_dates_idx').on(t.startsAt, t.endsAt)],
)

export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: time('joined_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.userId] })],
)

/**
 * The final standings, written once after the end (decision 072): what the page and the award read.
 * Only participants who traded in the window are ranked (decision 079); the others have no row.
 */
export const tournamentResults = pgTable(
  'tournament_results',
  {
    tournamentId: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    pnl: money('pnl').notNull(),
    base: money('base').notNull(),
    /** pnl / base, as a decimal fraction. */
    roi: money('roi').notNull(),
    bots: integer('bots').notNull(),
    /** USDT the bots' fills in the window traded, the tie-break after PnL; null: stored before decision 079. */
    volume: money('volume'),
    prize: money('prize'),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.userId] }),
    index('tournament_results_rank_idx').on(t.tournamentId, t.rank),
  ],
)

/*
 * Signals (issue 16, decision 073): the built-in sources and providers' signals, their calls with
 * measured outcomes, and reviews.
 */

export const signals = pgTable('signals', {
  id: text('id').primaryKey(),
  /** `builtin` (an engine source, seeded at startup) or `provider`. */
  source: text('source').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  market: text('market').notNull(),
  /** SHA-256 of a provider's key (hex); null for built-in sources. The key itself is never stored. */
  keyHash: text('key_hash').unique(),
  createdAt: time('created_at').notNull(),
})

export const signalCalls = pgTable(
  'signal_calls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    signalId: text('signal_id')
      .notNull()
      .references(() => signals.id, { onDelete: 'cascade' }),
    symbol: text('symbol').notNull(),
    side: text('side').notNull(),
    entry: numeric('entry').notNull(),
    takeProfit: numeric('take_profit').notNull(),
    stopLoss: numeric('stop_loss').notNull(),
    calledAt: time('called_at').notNull(),
    /** `open` until measured as `tp`, `sl` or `expired`. */
    outcome: text('outcome').notNull().default('open'),
    closedAt: time('closed_at'),
    exitPrice: numeric('exit_price'),
    /** Percent of the entry, once closed. */
    returnPct: numeric('return_pct'),
  },
  (t) => [
    index('signal_calls_signal_idx').on(t.signalId, t.calledAt),
    index('signal_calls_open_idx').on(t.outcome),
    // Two processes hosting the same built-in source record its call once.
    uniqueIndex('signal_calls_once_idx').on(t.signalId, t.symbol, t.calledAt),
  ],
)

export const signalReviews = pgTable(
  'signal_reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    signalId: text('signal_id')
      .notNull()
      .references(() => signals.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1–5 on a review; null on a reply. */
    score: integer('score'),
    comment: text('comment').notNull(),
    replyOf: bigint('reply_of', { mode: 'number' }),
    /** The top-level review a reply belongs to (itself for a review), so a thread is one query. */
    threadOf: bigint('thread_of', { mode: 'number' }),
    createdAt: time('created_at').notNull(),
  },
  (t) => [
    index('signal_reviews_signal_idx').on(t.signalId, t.createdAt),
    // One rating per account and signal; replies are unlimited.
    uniqueIndex('signal_reviews_one_idx')
      .on(t.signalId, t.userId)
      .where(sql`${t.replyOf} is null`),
    check('signal_reviews_score', sql`${t.score} is null or ${t.score} between 1 and 5`),
  ],
)

/**
 * Notifications (issue 16, decision 068): a kind and its parameters, worded by the browser in the
 * reader's language; never English text.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    category: text('category').notNull(),
    params: jsonb('params').notNull().default({}),
    /** The app path of its subject, without a locale; null when it has none. */
    link: text('link'),
    readAt: time('read_at'),
    createdAt: time('created_at').notNull(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
)

/** Which categories a user receives; no row means the defaults (bot fills off, the rest on). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bot: boolean('bot').notNull().default(true),
  botFills: boolean('bot_fills').notNull().default(false),
  wallet: boolean('wallet').notNull().default(true),
  security: boolean('security').notNull().default(true),
  affiliate: boolean('affiliate').notNull().default(true),
  events: boolean('events').notNull().default(true),
  /** Not a category: bots paused by their exchange's outage resume when it is back (092). */
  resumeAfterOutage: boolean('resume_after_outage').notNull().default(true),
  updatedAt: time('updated_at').notNull(),
})
