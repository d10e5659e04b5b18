/** Business constants and limits, spec section 9. */
export const APP_VERSION = '1.4.3'
export const APP_NAME = 'Auto Trading Bot'
export const TITLE_TEMPLATE = '%s | Auto Trading Bot'

export const MIN_ASSET_RUNNING_BOT = 10
export const MIN_ASSET_CREATE_BOT = 30
/**
 * Bots one account holds running or paused at once (issue 26, decision 080): far above what a
 * heavy trader runs, far below what would let one account take a server's memory and market work.
 */
export const MAX_ACTIVE_BOTS_PER_ACCOUNT = 200
/**
 * Backtests one account holds running or waiting in the server's line at once (decision 080): the
 * wizard asks for one at a time, so one person never meets it, and one account cannot fill the line.
 */
export const BACKTESTS_PER_ACCOUNT = 2
/** The longest a backtest waits in the server's line for its turn before it is refused. */
export const BACKTEST_MAX_WAIT_MS = 12_000
/** The longest one backtest runs in its worker before it is stopped. */
export const BACKTEST_RUN_TIMEOUT_MS = 60_000

export const PASSWORD_LENGTH = { min: 6, max: 40 } as const
/**
 * The longest text a request field takes where nothing else bounds it (issue 26, decision 080), so
 * nothing a client sends is stored, hashed or compared at any size. Browser and server share them.
 */
export const TEXT_MAX = {
  /** Engine symbols and asset names (`BTCUSDT`, `1000PEPE`), as the market endpoints take them. */
  symbol: 20,
  /** Names and ids from a known set: exchange names, signal ids, a bot's id. */
  id: 64,
  /** Codes and tokens another party issued: verification and reset tokens, Google's code. */
  token: 512,
  /** A secret checked against the stored one: longer than any the server accepts when it is set. */
  secret: 128,
} as const
/** The longest lists a bot config takes: coins followed, coverage orders, a basket's coins. */
export const CONFIG_LIST_MAX = { coins: 50, coverage: 50, basket: 20 } as const
export const PIN_LENGTH = 6
export const TRANSACTION_PASSWORD_LENGTH = 6
export const ACTIVATION_CODE_LENGTH = 8
/** Activation codes bought with the wallet in one purchase (decision 060). */
export const ACTIVATION_BUY_QUANTITY = { min: 1, max: 20 } as const

export const MIN_ORDER_SPOT = 15
export const MIN_ORDER_FUTURES = { min: 10, max: 100 } as const
export const WITHDRAWAL_AMOUNT = { min: 10, max: 10_000 } as const
export const TRANSFER_AMOUNT = { min: 10, max: 100_000_000 } as const
export const DEPOSIT_QUANTITY = { min: 25, max: 1_000_000 } as const
export const GRID_COUNT = { min: 2, max: 149 } as const
/**
 * Crypto fee rates (Binance VIP 0: spot, USDⓈ-M futures), which the paper exchange charges too;
 * grids post limit orders, so they pay the maker rate.
 */
export const CRYPTO_FEES = {
  spot: { maker: '0.001', taker: '0.001' },
  futures: { maker: '0.0002', taker: '0.0005' },
} as const
export const REBALANCE_PERIODS_MIN = [30, 60, 240, 480, 1440] as const
export const REBALANCE_THRESHOLDS_PCT = [0.5, 1, 2, 5, 10] as const

export const SESSION_INVALID_LOGOUT_DELAY_MS = 2000

export const TOAST = {
  autoCloseMs: 4000,
  position: 'top-center',
  maxVisible: 1,
  fontSizePx: 14,
  transition: 'flip',
  progressDurationMs: 5000,
} as const

export const PULL_TO_REFRESH = {
  threshold: 60,
  maxPull: 80,
  reloadDistance: 50,
  refreshDelayMs: 500,
} as const

export const SCROLL_ANIMATION = {
  offset: 120,
  durationMs: 400,
  throttleMs: 99,
  debounceMs: 50,
} as const

export const ICONS = {
  cacheHours: 168,
  requestTimeoutMs: 5000,
  hostRotationMs: 750,
  maxUrlLength: 500,
} as const

/** Every API path lives under this prefix, which no app route uses (the app owns `/api`). */
export const API_PREFIX = '/v1'

/**
 * The viewer's IANA time zone (`Asia/Bangkok`), sent by the app with every call: "today" and the
 * profit days are the viewer's calendar days (decision 091). A missing or unknown zone is UTC.
 */
export const TIME_ZONE_HEADER = 'x-time-zone'

/**
 * Hours money cannot leave an account (withdrawals, transfers, purchases) after a security change:
 * a password set, reset or changed, a transaction password changed, two-factor turned off or a
 * recovery code used (decision 081).
 */
export const SECURITY_HOLD_HOURS = 24
