import { BACKTESTS_PER_ACCOUNT, MAX_ACTIVE_BOTS_PER_ACCOUNT } from './constants'
import { errorTable, type ErrorCode, type ErrorMessageSpec } from './errors'

/**
 * Each error code's HTTP status and the description the server answers with, word for word (spec
 * section 8's text where it names one, ours otherwise): for API clients and logs, never for code
 * to branch on. Apart from the messages (errors.ts) so the browser does not carry them.
 */
const descriptions = {
  // Spec section 8.
  invalid_session: { status: 401, description: 'Invalid session' },
  invalid_credentials: { status: 401, description: 'Invalid credentials' },
  // Endpoints that answer it give their own message (robot list, asset address).
  record_not_found: { status: 404, description: 'record not found' },
  // Silent in the app (spec section 8); the exchange's clock check.
  recv_window: { status: 500, description: 'request is outside of the recvWindow' },
  // Ours.
  validation_failed: { status: 400, description: 'Invalid request' },
  bad_request: { status: 400, description: 'Bad request' },
  invalid_json: { status: 400, description: 'Request body is not valid JSON' },
  too_deep: { status: 400, description: 'Request body is nested too deeply' },
  unsupported_media_type: { status: 415, description: 'Unsupported media type' },
  not_found: { status: 404, description: 'Not found' },
  auth_required: { status: 401, description: 'Authentication required' },
  rate_limited: { status: 429, description: 'Too many requests, please try again later.' },
  body_too_large: { status: 413, description: 'Request body is too large' },
  internal: { status: 500, description: 'Internal server error' },
  google_not_configured: { status: 501, description: 'Google sign-in is not configured' },
  google_failed: { status: 401, description: 'Google sign-in failed' },
  email_taken: { status: 409, description: 'Email is already registered' },
  otp_invalid: { status: 400, description: 'Invalid verification code' },
  otp_expired: { status: 400, description: 'Verification code has expired' },
  otp_too_many_attempts: {
    status: 400,
    description: 'Too many attempts, please request a new verification code',
  },
  invitation_invalid: { status: 400, description: 'Invalid invitation code' },
  reset_token_invalid: { status: 400, description: 'Invalid or expired reset link' },
  old_password_wrong: { status: 400, description: 'Old password is incorrect' },
  no_password: {
    status: 400,
    description: 'This account signs in with Google and has no password',
  },
  pin_exists: { status: 409, description: 'PIN is already set' },
  pin_missing: { status: 400, description: 'PIN is not set' },
  pin_wrong: { status: 400, description: 'Old PIN is incorrect' },
  transaction_password_exists: { status: 409, description: 'Transaction password is already set' },
  transaction_password_missing: { status: 400, description: 'Transaction password is not set' },
  transaction_password_wrong: { status: 400, description: 'Transaction password is incorrect' },
  // Two-factor sign-in and re-proving who asks (decision 082).
  two_factor_required: { status: 400, description: 'A two-factor code is required' },
  two_factor_code_wrong: {
    status: 400,
    description: 'The two-factor code is incorrect or was already used',
  },
  two_factor_challenge_invalid: {
    status: 401,
    description: 'The sign-in challenge is invalid or has expired',
  },
  two_factor_exists: { status: 409, description: 'Two-factor sign-in is already on' },
  two_factor_missing: { status: 400, description: 'Two-factor sign-in is not on' },
  two_factor_setup_missing: { status: 400, description: 'Two-factor setup was not started' },
  password_required: { status: 400, description: 'The login password is required' },
  password_wrong: { status: 400, description: 'The login password is incorrect' },
  proof_unavailable: {
    status: 400,
    description:
      'This account has neither a login password nor two-factor sign-in to confirm the change',
  },
  activation_invalid: { status: 400, description: 'Invalid activation code' },
  activation_used: { status: 400, description: 'Activation code has already been used' },
  // Exchange connections (decision 034).
  exchange_key_invalid: {
    status: 400,
    description:
      'The exchange rejected this API key. Check the key, the secret and the passphrase.',
  },
  exchange_key_withdrawal: {
    status: 400,
    description:
      'This API key allows withdrawals. Create a key with trading permission only and withdrawals disabled.',
  },
  exchange_key_cannot_trade: {
    status: 400,
    description: 'This API key cannot trade. Enable spot trading for it.',
  },
  exchange_unreachable: {
    status: 502,
    description: 'The exchange could not be reached. Nothing was saved; please try again later.',
  },
  exchange_check_failed: {
    status: 502,
    description:
      'The exchange could not check this API key. Nothing was saved; please try again later.',
  },
  exchange_not_connected: { status: 404, description: 'This exchange is not connected' },
  exchange_in_use: {
    status: 409,
    description: 'Bots are running on this exchange. Stop them before disabling it.',
  },
  // 404, not 501: the server simply offers no such flow, and no well-formed request should get a 5xx.
  okx_oauth_unavailable: {
    status: 404,
    description: 'Connecting OKX by sign-in is not available on this server',
  },
  okx_oauth_state_invalid: {
    status: 400,
    description: 'This OKX authorization is invalid or has expired. Start again.',
  },
  okx_oauth_failed: {
    status: 502,
    description: 'OKX did not issue an API key. Nothing was saved; please try again.',
  },
  // The live socket (decision 037).
  unknown_symbol: { status: 404, description: 'Unknown symbol' },
  too_many_symbols: { status: 400, description: 'Too many symbols' },
  // The close reason of a socket over the account's ceiling (liveClose.tooManySockets, decision 080).
  too_many_sockets: { status: 429, description: 'Too many live connections for this account' },
  market_interval_unavailable: {
    status: 400,
    description: 'This interval is not available for this symbol',
  },
  // The bot API (issue 10).
  insufficient_balance: { status: 400, description: 'Insufficient balance' },
  below_minimum_asset: {
    status: 400,
    description: 'Balance is below the minimum asset to create a bot',
  },
  exchange_disabled: { status: 400, description: 'Exchange connection is disabled' },
  // Decisions 060 and 066: live venues need an active subscription; Paper stays free.
  subscription_required: {
    status: 403,
    description: 'Bots on a connected exchange need an active subscription',
  },
  kind_unavailable: { status: 400, description: 'This strategy cannot run yet' },
  // Decision 080: a ceiling on what one account holds of the server.
  bot_limit_reached: {
    status: 409,
    description: `Too many bots: one account runs at most ${MAX_ACTIVE_BOTS_PER_ACCOUNT} at once`,
  },
  kind_paper_only: { status: 400, description: 'This strategy runs on Paper only' },
  kind_not_updatable: { status: 400, description: 'This kind of bot cannot be updated' },
  // Decision 088: an edit sends only the orders its review showed.
  edit_plan_changed: {
    status: 409,
    description: 'The orders this edit sends changed since they were reviewed',
  },
  kind_not_plotted: { status: 400, description: 'This kind of bot has no plot' },
  kind_not_sellable: {
    status: 400,
    description: 'This kind of bot cannot sell part of its holding',
  },
  nothing_to_sell: { status: 400, description: 'The bot holds nothing to sell' },
  below_minimum_quantity: { status: 400, description: 'The quantity is below the pair’s minimum' },
  bot_stopped: { status: 409, description: 'The bot has stopped' },
  bot_not_running: { status: 409, description: 'The bot is not running' },
  bot_not_paused: { status: 409, description: 'The bot is not paused' },
  paper_bots_active: { status: 409, description: 'Paper bots are still active' },
  backtest_period_too_long: { status: 400, description: 'Backtest period is longer than 30 days' },
  // Decision 080: the server's line of backtests, bounded, and each account's share of it.
  backtest_queue_full: {
    status: 503,
    description: 'Too many backtests are waiting; try again later',
  },
  backtest_queue_limit: {
    status: 429,
    description: `An account holds at most ${BACKTESTS_PER_ACCOUNT} backtests running or waiting`,
  },
  backtest_no_data: { status: 400, description: 'No market history for this period' },
  trading_unavailable: { status: 503, description: 'Trading is not available' },
  recipient_not_found: { status: 404, description: 'Recipient not found' },
  transfer_to_self: { status: 400, description: 'Cannot transfer to yourself' },
  wallet_insufficient: { status: 400, description: 'Insufficient wallet balance' },
  wallet_below_create_minimum: {
    status: 400,
    description: 'Wallet balance is below the minimum to create a live bot',
  },
  wallet_below_running_minimum: {
    status: 400,
    description: 'Wallet balance is below the minimum to run a live bot',
  },
  request_reused: { status: 409, description: 'Request id already used with other values' },
  withdrawal_insufficient: {
    status: 400,
    description: 'Insufficient wallet balance for the amount and the fee',
  },
  withdrawal_daily_limit: { status: 400, description: 'Daily withdrawal limit exceeded' },
  // Any movement of money out of the account (decision 081); `until` says when it ends.
  security_hold: {
    status: 403,
    description: 'Money cannot leave the account for 24 hours after a security change',
  },
  withdrawal_address_invalid: { status: 400, description: 'Invalid withdrawal address' },
  withdrawal_not_pending: {
    status: 409,
    description: 'Withdrawal is no longer waiting for approval',
  },
  invitation_code_limit: { status: 409, description: 'Invitation code limit reached' },
  event_ended: { status: 409, description: 'The event has ended' },
  event_full: { status: 409, description: 'The event is full' },
  tournament_ended: { status: 409, description: 'The tournament has ended' },
  invalid_provider_key: { status: 401, description: 'Invalid provider key' },
  // A call the schema accepts but the market refuses (unknown pair, entry far from the price).
  signal_call_rejected: { status: 422, description: 'Call rejected' },
  review_exists: { status: 409, description: 'Already reviewed' },
  review_not_found: { status: 404, description: 'Review not found' },
} as const satisfies Record<ErrorCode, { status: number; description: string }>

export interface ErrorSpec extends ErrorMessageSpec {
  status: number
  /** The description the server answers with, word for word. */
  description: string
}

/** Every error the API answers: its status, description and translated message, by code. */
export const apiErrors = Object.fromEntries(
  Object.entries(descriptions).map(([code, d]) => [
    code,
    { ...d, ...errorTable[code as ErrorCode] },
  ]),
) as { [C in ErrorCode]: (typeof descriptions)[C] & (typeof errorTable)[C] }
