import type { InferType } from 'yup'
import type {
  changePasswordSchema,
  googleAddCodeSchema,
  googleLoginSchema,
  invitationCheckSchema,
  loginSchema,
  otpVerifySchema,
  twoFactorLoginSchema,
  registerEmailRequestSchema,
  resetPasswordSchema,
} from './auth'
import type {
  activationSchema,
  pinChangeSchema,
  pinCreateSchema,
  profileSchema,
  transactionPasswordChangeSchema,
  transactionPasswordSetSchema,
} from './security'

/** The recovery page a reset mail links to (the token is appended). */
export const RECOVERY_PASSWORD_PATH = '/recovery-password/'

export type LoginRequest = InferType<typeof loginSchema>
export interface TokenData {
  token: string
}
/**
 * The password (or Google) step of an account with two-factor sign-in: no session yet, only a
 * short-lived challenge that /login/two_factor turns into one with a code (decision 082).
 */
export interface TwoFactorChallenge {
  two_factor_required: true
  challenge_token: string
  /** ISO time after which the challenge no longer works. */
  expires_at: string
}
export type LoginResponse = TokenData | TwoFactorChallenge
/** How long a challenge lives: the server's expiry and the login screen's timer (decision 082). */
export const LOGIN_CHALLENGE_SECONDS = 300
export type TwoFactorLoginRequest = InferType<typeof twoFactorLoginSchema>

/** The answer carries a challenge instead of a token. */
export const isChallenge = <T extends object>(reply: T): reply is T & TwoFactorChallenge =>
  'two_factor_required' in reply && reply.two_factor_required === true

export type GoogleLoginRequest = InferType<typeof googleLoginSchema>
/** A known Google account gets a token; an unknown one must call add_code with the stored referral. */
export type GoogleLoginResponse =
  | { is_new_user: false; token: string }
  | ({ is_new_user: false } & TwoFactorChallenge)
  | { is_new_user: true }
export type GoogleAddCodeRequest = InferType<typeof googleAddCodeSchema>
export type GoogleAddCodeResponse = TokenData
/**
 * How the browser starts Google sign-in (ours; the spec does not show it): the OAuth client and the
 * page Google sends the code back to. Disabled when the server has no Google credentials.
 */
export type GoogleConfigResponse =
  { enabled: false } | { enabled: true; client_id: string; redirect_uri: string }

/** Google's OAuth 2.0 authorization endpoint (authorization-code flow, redirect mode). */
export const GOOGLE_AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth'

/** The consent page address for a configured client; `state` comes back with the code. */
export function googleAuthorizeUrl(
  config: { client_id: string; redirect_uri: string },
  state: string,
): string {
  const params = new URLSearchParams({
    client_id: config.client_id,
    redirect_uri: config.redirect_uri,
    response_type: 'code',
    scope: 'openid email profile',
    prompt: 'select_account',
    state,
  })
  return `${GOOGLE_AUTHORIZE_URL}?${params.toString()}`
}

export interface EmailCheckExistResponse {
  exists: boolean
}
/** Ours (the spec does not show it): signup checks a referral code before mailing the OTP. */
export type InvitationCheckRequest = InferType<typeof invitationCheckSchema>
export interface InvitationCheckResponse {
  exists: boolean
}

export interface OtpSendResponse {
  otp_token: string
  /** ISO time after which the code no longer works. */
  expires_at: string
}
export type OtpVerifyRequest = InferType<typeof otpVerifySchema>
export interface OtpVerifyResponse {
  verified: true
}
export type RegisterEmailRequest = InferType<typeof registerEmailRequestSchema>
export type RegisterEmailResponse = TokenData

/** Always the same answer, whether the address is known or not. */
export interface ForgotPasswordResponse {
  sent: true
}
export type ResetPasswordRequest = InferType<typeof resetPasswordSchema>
export type ChangePasswordRequest = InferType<typeof changePasswordSchema>
export interface DoneResponse {
  done: true
}

export interface UserAsset {
  symbol: string
  amount: number
}

export interface SubscriptionStatus {
  active: boolean
  /** ISO time, or null when the user never activated. */
  expires_at: string | null
}

/** The user of spec section 3, as GET /profile answers it. */
export interface UserProfile {
  id: string
  email: string
  own_invitation_code: string
  /** The first item carries the amount the app shows as the balance. */
  assets: UserAsset[]
  nickname: string
  signature: string
  /** Base64 PNG data URLs, empty when unset. */
  profile_image: string
  banner_image: string
  has_pin: boolean
  has_transaction_password: boolean
  /** False for accounts made with Google that never set one. */
  has_password: boolean
  /** Sign-in and the actions that move money or keys ask for a TOTP (decision 082). */
  two_factor_enabled: boolean
  subscription: SubscriptionStatus
}
export type ProfileUpdateRequest = InferType<typeof profileSchema>

export type PinCreateRequest = InferType<typeof pinCreateSchema>
export type PinUpdateRequest = InferType<typeof pinChangeSchema>
export type TransactionPasswordSetRequest = InferType<typeof transactionPasswordSetSchema>
export type TransactionPasswordChangeRequest = InferType<typeof transactionPasswordChangeSchema>

export type ActivationRedeemRequest = InferType<typeof activationSchema>
export interface ActivationRedeemResponse extends SubscriptionStatus {
  days_added: number
}
export type ActivationStatusResponse = SubscriptionStatus

export const activityKinds = [
  'register',
  'login',
  'login_google',
  'logout',
  'password_change',
  'password_reset',
  'profile_update',
  'pin_create',
  'pin_update',
  'transaction_password_set',
  'transaction_password_change',
  'activation',
  // Refused attempts at the secret a change must prove (issue 9): the owner sees someone tried.
  'pin_wrong',
  'transaction_password_wrong',
  'password_wrong',
  // Two-factor sign-in (decision 082); a wrong code is written as the wrong secrets above are.
  'two_factor_enable',
  'two_factor_disable',
  'recovery_code_used',
  'two_factor_wrong',
] as const
export type ActivityKind = (typeof activityKinds)[number]

export interface ActivityEntry {
  id: string
  kind: ActivityKind
  ip: string
  user_agent: string
  created_at: string
}

export interface Page<T> {
  items: T[]
  page: number
  page_size: number
  total: number
}
export type ActivityLogResponse = Page<ActivityEntry>

export interface Referral {
  id: string
  nickname: string
  /** Masked (a***@example.com): the referrer sees who joined, not their full address. */
  email: string
  created_at: string
}
export type ReferralsResponse = Page<Referral>

/** One redeemed activation code, for the subscription history (ours; the spec does not show it). */
export interface ActivationHistoryEntry {
  /** The code's last four characters: enough to recognise it, not to reuse it. */
  code_tail: string
  days: number
  redeemed_at: string
  /** The subscription's end right after this code was added. */
  expires_after: string
}
export type ActivationHistoryResponse = Page<ActivationHistoryEntry>

export interface HealthData {
  status: 'ok'
  version: string
  database: 'pglite' | 'postgres'
}
