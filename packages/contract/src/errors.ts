import { message, type Message, type MessageDescriptor, type MessageValue } from './i18n/message'
import { BACKTESTS_PER_ACCOUNT, MAX_ACTIVE_BOTS_PER_ACCOUNT } from './constants'
import { errorMessages, serverMessages } from './errorMessages'
import { botErrorMessages as bot } from './trading/bot-messages'
import { walletErrorMessages as wallet } from './wallet/walletMessages'
import { affiliateErrorMessages as affiliate } from './affiliate/affiliateMessages'
import { withdrawalErrorMessages as withdrawal } from './wallet/withdrawalMessages'
import { eventErrorMessages as events } from './community/eventMessages'
import { tournamentErrorMessages as tournaments } from './community/tournamentMessages'
import { signalMessages as signal } from './signals/signalMessages'
import { twoFactorErrorMessages as twoFactor } from './accounts/twoFactorMessages'

export { errorMessages, serverMessages }

/** The envelope every API reply uses. */
export type ApiSuccess<T> = { status: 'success'; data: T }
export type ApiError = {
  status: 'error'
  /** Spec section 8's text word for word (or ours), for people and logs; code never reads it. */
  description: string
  /** What code branches on. */
  code: ErrorCode
  errors?: FieldError[]
  /** What the message interpolates (a hold's `until`); instants are ISO text. */
  values?: Record<string, string | number>
}
export type ApiReply<T> = ApiSuccess<T> | ApiError

/** One field's validation failure, with the message id so the browser can translate it. */
export interface FieldError {
  path: string
  message: MessageDescriptor & { values?: Record<string, unknown> }
  text: string
}

interface ErrorSpec {
  status: number
  /** The description the server answers with, word for word. */
  description: string
  /** What a user reads instead, in their language. */
  message: MessageDescriptor
  /** Values of `message` that are instants, shown in the reader's date and time. */
  instants?: readonly string[]
}

/**
 * Every error the API answers: a stable code, its HTTP status, the description (spec section 8's
 * text where it names one, ours otherwise) and the translated message. Code branches on the code;
 * the description stays for API clients and logs.
 */
export const apiErrors = {
  // Spec section 8.
  invalid_session: {
    status: 401,
    description: 'Invalid session',
    message: errorMessages.dualLogin,
  },
  invalid_credentials: {
    status: 401,
    description: 'Invalid credentials',
    message: errorMessages.invalidLogin,
  },
  // Endpoints that answer it give their own message (robot list, asset address).
  record_not_found: {
    status: 404,
    description: 'record not found',
    message: errorMessages.unknown,
  },
  // Silent in the app (spec section 8); the exchange's clock check.
  recv_window: {
    status: 500,
    description: 'request is outside of the recvWindow',
    message: errorMessages.unknown,
  },
  // Ours.
  validation_failed: {
    status: 400,
    description: 'Invalid request',
    message: errorMessages.validationFailed,
  },
  bad_request: { status: 400, description: 'Bad request', message: serverMessages.badRequest },
  invalid_json: {
    status: 400,
    description: 'Request body is not valid JSON',
    message: serverMessages.invalidJson,
  },
  too_deep: {
    status: 400,
    description: 'Request body is nested too deeply',
    message: serverMessages.tooDeep,
  },
  unsupported_media_type: {
    status: 415,
    description: 'Unsupported media type',
    message: serverMessages.unsupportedMediaType,
  },
  not_found: { status: 404, description: 'Not found', message: errorMessages.unknown },
  auth_required: {
    status: 401,
    description: 'Authentication required',
    message: serverMessages.authRequired,
  },
  rate_limited: {
    status: 429,
    description: 'Too many requests, please try again later.',
    message: errorMessages.rateLimited,
  },
  body_too_large: {
    status: 413,
    description: 'Request body is too large',
    message: serverMessages.bodyTooLarge,
  },
  internal: { status: 500, description: 'Internal server error', message: errorMessages.unknown },
  google_not_configured: {
    status: 501,
    description: 'Google sign-in is not configured',
    message: serverMessages.googleNotConfigured,
  },
  google_failed: {
    status: 401,
    description: 'Google sign-in failed',
    message: serverMessages.googleFailed,
  },
  email_taken: {
    status: 409,
    description: 'Email is already registered',
    message: serverMessages.emailTaken,
  },
  otp_invalid: {
    status: 400,
    description: 'Invalid verification code',
    message: serverMessages.otpInvalid,
  },
  otp_expired: {
    status: 400,
    description: 'Verification code has expired',
    message: serverMessages.otpExpired,
  },
  otp_too_many_attempts: {
    status: 400,
    description: 'Too many attempts, please request a new verification code',
    message: serverMessages.otpTooManyAttempts,
  },
  invitation_invalid: {
    status: 400,
    description: 'Invalid invitation code',
    message: serverMessages.invitationInvalid,
  },
  reset_token_invalid: {
    status: 400,
    description: 'Invalid or expired reset link',
    message: serverMessages.resetTokenInvalid,
  },
  old_password_wrong: {
    status: 400,
    description: 'Old password is incorrect',
    message: serverMessages.oldPasswordWrong,
  },
  no_password: {
    status: 400,
    description: 'This account signs in with Google and has no password',
    message: serverMessages.noPassword,
  },
  pin_exists: { status: 409, description: 'PIN is already set', message: serverMessages.pinExists },
  pin_missing: { status: 400, description: 'PIN is not set', message: serverMessages.pinMissing },
  pin_wrong: { status: 400, description: 'Old PIN is incorrect', message: serverMessages.pinWrong },
  transaction_password_exists: {
    status: 409,
    description: 'Transaction password is already set',
    message: serverMessages.transactionPasswordExists,
  },
  transaction_password_missing: {
    status: 400,
    description: 'Transaction password is not set',
    message: serverMessages.transactionPasswordMissing,
  },
  transaction_password_wrong: {
    status: 400,
    description: 'Transaction password is incorrect',
    message: serverMessages.transactionPasswordWrong,
  },
  // Two-factor sign-in and re-proving who asks (decision 082).
  two_factor_required: {
    status: 400,
    description: 'A two-factor code is required',
    message: twoFactor.required,
  },
  two_factor_code_wrong: {
    status: 400,
    description: 'The two-factor code is incorrect or was already used',
    message: twoFactor.codeWrong,
  },
  two_factor_challenge_invalid: {
    status: 401,
    description: 'The sign-in challenge is invalid or has expired',
    message: twoFactor.challengeInvalid,
  },
  two_factor_exists: {
    status: 409,
    description: 'Two-factor sign-in is already on',
    message: twoFactor.exists,
  },
  two_factor_missing: {
    status: 400,
    description: 'Two-factor sign-in is not on',
    message: twoFactor.missing,
  },
  two_factor_setup_missing: {
    status: 400,
    description: 'Two-factor setup was not started',
    message: twoFactor.setupMissing,
  },
  password_required: {
    status: 400,
    description: 'The login password is required',
    message: twoFactor.passwordRequired,
  },
  password_wrong: {
    status: 400,
    description: 'The login password is incorrect',
    message: twoFactor.passwordWrong,
  },
  proof_unavailable: {
    status: 400,
    description:
      'This account has neither a login password nor two-factor sign-in to confirm the change',
    message: twoFactor.proofUnavailable,
  },
  activation_invalid: {
    status: 400,
    description: 'Invalid activation code',
    message: serverMessages.activationInvalid,
  },
  activation_used: {
    status: 400,
    description: 'Activation code has already been used',
    message: serverMessages.activationUsed,
  },
  // Exchange connections (decision 034).
  exchange_key_invalid: {
    status: 400,
    description:
      'The exchange rejected this API key. Check the key, the secret and the passphrase.',
    message: serverMessages.exchangeKeyInvalid,
  },
  exchange_key_withdrawal: {
    status: 400,
    description:
      'This API key allows withdrawals. Create a key with trading permission only and withdrawals disabled.',
    message: serverMessages.exchangeKeyWithdrawal,
  },
  exchange_key_cannot_trade: {
    status: 400,
    description: 'This API key cannot trade. Enable spot trading for it.',
    message: serverMessages.exchangeKeyCannotTrade,
  },
  exchange_unreachable: {
    status: 502,
    description: 'The exchange could not be reached. Nothing was saved; please try again later.',
    message: serverMessages.exchangeUnreachable,
  },
  exchange_check_failed: {
    status: 502,
    description:
      'The exchange could not check this API key. Nothing was saved; please try again later.',
    message: serverMessages.exchangeCheckFailed,
  },
  exchange_not_connected: {
    status: 404,
    description: 'This exchange is not connected',
    message: serverMessages.exchangeNotConnected,
  },
  exchange_in_use: {
    status: 409,
    description: 'Bots are running on this exchange. Stop them before disabling it.',
    message: serverMessages.exchangeInUse,
  },
  // 404, not 501: the server simply offers no such flow, and no well-formed request should get a 5xx.
  okx_oauth_unavailable: {
    status: 404,
    description: 'Connecting OKX by sign-in is not available on this server',
    message: serverMessages.okxOAuthUnavailable,
  },
  okx_oauth_state_invalid: {
    status: 400,
    description: 'This OKX authorization is invalid or has expired. Start again.',
    message: serverMessages.okxOAuthStateInvalid,
  },
  okx_oauth_failed: {
    status: 502,
    description: 'OKX did not issue an API key. Nothing was saved; please try again.',
    message: serverMessages.okxOAuthFailed,
  },
  // The live socket (decision 037).
  unknown_symbol: {
    status: 404,
    description: 'Unknown symbol',
    message: serverMessages.unknownSymbol,
  },
  too_many_symbols: {
    status: 400,
    description: 'Too many symbols',
    message: serverMessages.tooManySymbols,
  },
  // The close reason of a socket over the account's ceiling (liveClose.tooManySockets, decision 080).
  too_many_sockets: {
    status: 429,
    description: 'Too many live connections for this account',
    message: serverMessages.tooManySockets,
  },
  market_interval_unavailable: {
    status: 400,
    description: 'This interval is not available for this symbol',
    message: serverMessages.marketIntervalUnavailable,
  },
  // The bot API (issue 10).
  insufficient_balance: {
    status: 400,
    description: 'Insufficient balance',
    message: bot.insufficientBalance,
  },
  below_minimum_asset: {
    status: 400,
    description: 'Balance is below the minimum asset to create a bot',
    message: bot.insufficientBalance,
  },
  exchange_disabled: {
    status: 400,
    description: 'Exchange connection is disabled',
    message: bot.exchangeDisabled,
  },
  // Decisions 060 and 066: live venues need an active subscription; Paper stays free.
  subscription_required: {
    status: 403,
    description: 'Bots on a connected exchange need an active subscription',
    message: bot.subscriptionRequired,
  },
  kind_unavailable: {
    status: 400,
    description: 'This strategy cannot run yet',
    message: bot.kindUnavailable,
  },
  // Decision 080: a ceiling on what one account holds of the server.
  bot_limit_reached: {
    status: 409,
    description: `Too many bots: one account runs at most ${MAX_ACTIVE_BOTS_PER_ACCOUNT} at once`,
    message: bot.botLimitReached,
  },
  kind_paper_only: {
    status: 400,
    description: 'This strategy runs on Paper only',
    message: bot.kindPaperOnly,
  },
  kind_not_updatable: {
    status: 400,
    description: 'This kind of bot cannot be updated',
    message: bot.kindNotUpdatable,
  },
  kind_not_plotted: {
    status: 400,
    description: 'This kind of bot has no plot',
    message: bot.kindNotPlotted,
  },
  kind_not_sellable: {
    status: 400,
    description: 'This kind of bot cannot sell part of its holding',
    message: bot.kindNotSellable,
  },
  nothing_to_sell: {
    status: 400,
    description: 'The bot holds nothing to sell',
    message: bot.nothingToSell,
  },
  below_minimum_quantity: {
    status: 400,
    description: 'The quantity is below the pair’s minimum',
    message: bot.belowMinimumQuantity,
  },
  bot_stopped: { status: 409, description: 'The bot has stopped', message: bot.botStopped },
  bot_not_running: {
    status: 409,
    description: 'The bot is not running',
    message: bot.botNotRunning,
  },
  bot_not_paused: { status: 409, description: 'The bot is not paused', message: bot.botNotPaused },
  paper_bots_active: {
    status: 409,
    description: 'Paper bots are still active',
    message: bot.paperBotsActive,
  },
  backtest_period_too_long: {
    status: 400,
    description: 'Backtest period is longer than 30 days',
    message: bot.backtestTooLong,
  },
  // Decision 080: the server's line of backtests, bounded, and each account's share of it.
  backtest_queue_full: {
    status: 503,
    description: 'Too many backtests are waiting; try again later',
    message: bot.backtestQueueFull,
  },
  backtest_queue_limit: {
    status: 429,
    description: `An account holds at most ${BACKTESTS_PER_ACCOUNT} backtests running or waiting`,
    message: bot.backtestQueueLimit,
  },
  backtest_no_data: {
    status: 400,
    description: 'No market history for this period',
    message: bot.backtestNoData,
  },
  trading_unavailable: {
    status: 503,
    description: 'Trading is not available',
    message: bot.tradingUnavailable,
  },
  recipient_not_found: {
    status: 404,
    description: 'Recipient not found',
    message: wallet.recipientNotFound,
  },
  transfer_to_self: {
    status: 400,
    description: 'Cannot transfer to yourself',
    message: wallet.transferToSelf,
  },
  wallet_insufficient: {
    status: 400,
    description: 'Insufficient wallet balance',
    message: wallet.walletInsufficient,
  },
  wallet_below_create_minimum: {
    status: 400,
    description: 'Wallet balance is below the minimum to create a live bot',
    message: wallet.walletBelowCreateMinimum,
  },
  wallet_below_running_minimum: {
    status: 400,
    description: 'Wallet balance is below the minimum to run a live bot',
    message: wallet.walletBelowRunningMinimum,
  },
  request_reused: {
    status: 409,
    description: 'Request id already used with other values',
    message: wallet.requestReused,
  },
  withdrawal_insufficient: {
    status: 400,
    description: 'Insufficient wallet balance for the amount and the fee',
    message: withdrawal.insufficient,
  },
  withdrawal_daily_limit: {
    status: 400,
    description: 'Daily withdrawal limit exceeded',
    message: withdrawal.dailyLimit,
  },
  // Any movement of money out of the account (decision 081); `until` says when it ends.
  security_hold: {
    status: 403,
    description: 'Money cannot leave the account for 24 hours after a security change',
    message: wallet.securityHold,
    instants: ['until'],
  },
  withdrawal_address_invalid: {
    status: 400,
    description: 'Invalid withdrawal address',
    message: withdrawal.addressInvalid,
  },
  withdrawal_not_pending: {
    status: 409,
    description: 'Withdrawal is no longer waiting for approval',
    message: withdrawal.notCancellable,
  },
  invitation_code_limit: {
    status: 409,
    description: 'Invitation code limit reached',
    message: affiliate.codeLimit,
  },
  event_ended: { status: 409, description: 'The event has ended', message: events.eventEnded },
  event_full: { status: 409, description: 'The event is full', message: events.eventFull },
  tournament_ended: {
    status: 409,
    description: 'The tournament has ended',
    message: tournaments.tournamentEnded,
  },
  invalid_provider_key: {
    status: 401,
    description: 'Invalid provider key',
    message: signal.invalidProviderKey,
  },
  // A call the schema accepts but the market refuses (unknown pair, entry far from the price).
  signal_call_rejected: {
    status: 422,
    description: 'Call rejected',
    message: errorMessages.validationFailed,
  },
  review_exists: {
    status: 409,
    description: 'Already reviewed',
    message: signal.reviewExists,
  },
  review_not_found: {
    status: 404,
    description: 'Review not found',
    message: signal.reviewNotFound,
  },
} as const satisfies Record<string, ErrorSpec>

export type ErrorCode = keyof typeof apiErrors

export const errorCodes = Object.keys(apiErrors) as ErrorCode[]

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(apiErrors, value)
}

/** The message of an error envelope with the values it carries, or null for an unknown code. */
export function messageForError(error: Pick<ApiError, 'code' | 'values'>): Message | null {
  if (!isErrorCode(error.code)) return null
  const spec: ErrorSpec = apiErrors[error.code]
  if (!error.values) return spec.message
  const values: Record<string, MessageValue> = {}
  for (const [key, value] of Object.entries(error.values))
    values[key] = spec.instants?.includes(key) ? { instant: String(value) } : value
  return message(spec.message, values)
}

/** The translated message for a code, or null for one this build does not know (a newer server). */
export function messageForCode(code: unknown): MessageDescriptor | null {
  return isErrorCode(code) ? apiErrors[code].message : null
}
