import { message, type Message, type MessageDescriptor, type MessageValue } from './i18n/message'
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

/** What the browser needs of an error: the message a user reads. */
export interface ErrorMessageSpec {
  /** What a user reads instead, in their language. */
  message: MessageDescriptor
  /** Values of `message` that are instants, shown in the reader's date and time. */
  instants?: readonly string[]
}

/**
 * Every error the API answers: a stable code and the translated message. Code branches on the
 * code. The HTTP status and the English description (spec section 8's text where it names one)
 * are in errorDescriptions.ts, which only the server and tests read, so the browser's first page
 * does not carry them (decision 004); `apiErrors` there joins both.
 */
export const errorTable = {
  // Spec section 8.
  invalid_session: { message: errorMessages.dualLogin },
  invalid_credentials: { message: errorMessages.invalidLogin },
  // Endpoints that answer it give their own message (robot list, asset address).
  record_not_found: { message: errorMessages.unknown },
  // Silent in the app (spec section 8); the exchange's clock check.
  recv_window: { message: errorMessages.unknown },
  // Ours.
  validation_failed: { message: errorMessages.validationFailed },
  bad_request: { message: serverMessages.badRequest },
  invalid_json: { message: serverMessages.invalidJson },
  too_deep: { message: serverMessages.tooDeep },
  unsupported_media_type: { message: serverMessages.unsupportedMediaType },
  not_found: { message: errorMessages.unknown },
  auth_required: { message: serverMessages.authRequired },
  rate_limited: { message: errorMessages.rateLimited },
  body_too_large: { message: serverMessages.bodyTooLarge },
  internal: { message: errorMessages.unknown },
  google_not_configured: { message: serverMessages.googleNotConfigured },
  google_failed: { message: serverMessages.googleFailed },
  email_taken: { message: serverMessages.emailTaken },
  otp_invalid: { message: serverMessages.otpInvalid },
  otp_expired: { message: serverMessages.otpExpired },
  otp_too_many_attempts: { message: serverMessages.otpTooManyAttempts },
  invitation_invalid: { message: serverMessages.invitationInvalid },
  reset_token_invalid: { message: serverMessages.resetTokenInvalid },
  old_password_wrong: { message: serverMessages.oldPasswordWrong },
  no_password: { message: serverMessages.noPassword },
  pin_exists: { message: serverMessages.pinExists },
  pin_missing: { message: serverMessages.pinMissing },
  pin_wrong: { message: serverMessages.pinWrong },
  transaction_password_exists: { message: serverMessages.transactionPasswordExists },
  transaction_password_missing: { message: serverMessages.transactionPasswordMissing },
  transaction_password_wrong: { message: serverMessages.transactionPasswordWrong },
  // Two-factor sign-in and re-proving who asks (decision 082).
  two_factor_required: { message: twoFactor.required },
  two_factor_code_wrong: { message: twoFactor.codeWrong },
  two_factor_challenge_invalid: { message: twoFactor.challengeInvalid },
  two_factor_exists: { message: twoFactor.exists },
  two_factor_missing: { message: twoFactor.missing },
  two_factor_setup_missing: { message: twoFactor.setupMissing },
  password_required: { message: twoFactor.passwordRequired },
  password_wrong: { message: twoFactor.passwordWrong },
  proof_unavailable: { message: twoFactor.proofUnavailable },
  activation_invalid: { message: serverMessages.activationInvalid },
  activation_used: { message: serverMessages.activationUsed },
  // Exchange connections (decision 034).
  exchange_key_invalid: { message: serverMessages.exchangeKeyInvalid },
  exchange_key_withdrawal: { message: serverMessages.exchangeKeyWithdrawal },
  exchange_key_cannot_trade: { message: serverMessages.exchangeKeyCannotTrade },
  exchange_unreachable: { message: serverMessages.exchangeUnreachable },
  exchange_check_failed: { message: serverMessages.exchangeCheckFailed },
  exchange_not_connected: { message: serverMessages.exchangeNotConnected },
  exchange_in_use: { message: serverMessages.exchangeInUse },
  // 404, not 501: the server simply offers no such flow, and no well-formed request should get a 5xx.
  okx_oauth_unavailable: { message: serverMessages.okxOAuthUnavailable },
  okx_oauth_state_invalid: { message: serverMessages.okxOAuthStateInvalid },
  okx_oauth_failed: { message: serverMessages.okxOAuthFailed },
  // The live socket (decision 037).
  unknown_symbol: { message: serverMessages.unknownSymbol },
  too_many_symbols: { message: serverMessages.tooManySymbols },
  // The close reason of a socket over the account's ceiling (liveClose.tooManySockets, decision 080).
  too_many_sockets: { message: serverMessages.tooManySockets },
  market_interval_unavailable: { message: serverMessages.marketIntervalUnavailable },
  // The bot API (issue 10).
  insufficient_balance: { message: bot.insufficientBalance },
  below_minimum_asset: { message: bot.insufficientBalance },
  exchange_disabled: { message: bot.exchangeDisabled },
  // Decisions 060 and 066: live venues need an active subscription; Paper stays free.
  subscription_required: { message: bot.subscriptionRequired },
  kind_unavailable: { message: bot.kindUnavailable },
  // Decision 080: a ceiling on what one account holds of the server.
  bot_limit_reached: { message: bot.botLimitReached },
  kind_paper_only: { message: bot.kindPaperOnly },
  kind_not_updatable: { message: bot.kindNotUpdatable },
  edit_plan_changed: { message: bot.editPlanChanged },
  kind_not_plotted: { message: bot.kindNotPlotted },
  kind_not_sellable: { message: bot.kindNotSellable },
  nothing_to_sell: { message: bot.nothingToSell },
  below_minimum_quantity: { message: bot.belowMinimumQuantity },
  bot_stopped: { message: bot.botStopped },
  bot_not_running: { message: bot.botNotRunning },
  bot_not_paused: { message: bot.botNotPaused },
  paper_bots_active: { message: bot.paperBotsActive },
  backtest_period_too_long: { message: bot.backtestTooLong },
  // Decision 080: the server's line of backtests, bounded, and each account's share of it.
  backtest_queue_full: { message: bot.backtestQueueFull },
  backtest_queue_limit: { message: bot.backtestQueueLimit },
  backtest_no_data: { message: bot.backtestNoData },
  trading_unavailable: { message: bot.tradingUnavailable },
  recipient_not_found: { message: wallet.recipientNotFound },
  transfer_to_self: { message: wallet.transferToSelf },
  wallet_insufficient: { message: wallet.walletInsufficient },
  wallet_below_create_minimum: { message: wallet.walletBelowCreateMinimum },
  wallet_below_running_minimum: { message: wallet.walletBelowRunningMinimum },
  request_reused: { message: wallet.requestReused },
  withdrawal_insufficient: { message: withdrawal.insufficient },
  withdrawal_daily_limit: { message: withdrawal.dailyLimit },
  // Any movement of money out of the account (decision 081); `until` says when it ends.
  security_hold: { message: wallet.securityHold, instants: ['until'] },
  withdrawal_address_invalid: { message: withdrawal.addressInvalid },
  withdrawal_not_pending: { message: withdrawal.notCancellable },
  invitation_code_limit: { message: affiliate.codeLimit },
  event_ended: { message: events.eventEnded },
  event_full: { message: events.eventFull },
  tournament_ended: { message: tournaments.tournamentEnded },
  invalid_provider_key: { message: signal.invalidProviderKey },
  // A call the schema accepts but the market refuses (unknown pair, entry far from the price).
  signal_call_rejected: { message: errorMessages.validationFailed },
  review_exists: { message: signal.reviewExists },
  review_not_found: { message: signal.reviewNotFound },
} as const satisfies Record<string, ErrorMessageSpec>

export type ErrorCode = keyof typeof errorTable

export const errorCodes = Object.keys(errorTable) as ErrorCode[]

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorTable, value)
}

/** The message of an error envelope with the values it carries, or null for an unknown code. */
export function messageForError(error: Pick<ApiError, 'code' | 'values'>): Message | null {
  if (!isErrorCode(error.code)) return null
  const spec: ErrorMessageSpec = errorTable[error.code]
  if (!error.values) return spec.message
  const values: Record<string, MessageValue> = {}
  for (const [key, value] of Object.entries(error.values))
    values[key] = spec.instants?.includes(key) ? { instant: String(value) } : value
  return message(spec.message, values)
}

/** The translated message for a code, or null for one this build does not know (a newer server). */
export function messageForCode(code: unknown): MessageDescriptor | null {
  return isErrorCode(code) ? errorTable[code].message : null
}
