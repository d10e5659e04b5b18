import * as yup from 'yup'
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from '../accounts/auth'
import {
  activationSchema,
  paginationSchema,
  pinChangeSchema,
  pinCreateSchema,
  profileSchema,
  transactionPasswordChangeSchema,
  transactionPasswordSetSchema,
} from '../accounts/security'
import {
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorSetupSchema,
  type TwoFactorEnableResponse,
  type TwoFactorSetupResponse,
} from '../accounts/twoFactor'
import type {
  ActivationHistoryResponse,
  ActivationRedeemResponse,
  ActivationStatusResponse,
  ActivityLogResponse,
  DoneResponse,
  ForgotPasswordResponse,
  ReferralsResponse,
  UserProfile,
} from '../accounts/api'
import { endpoint } from './endpoint'

// The signed-in user's profile edits, passwords, PIN, subscription and history (the profile
// itself is in session.ts).
// One exported descriptor per endpoint, so an importer keeps only those it uses (decision 004).

export const profileEdit = /* @__PURE__ */ endpoint<UserProfile>()({
  method: 'POST',
  path: '/profile/edit',
  auth: true,
  request: profileSchema,
  errors: [],
  summary: 'Edit nickname, signature and images',
  tag: 'account',
})

export const forgotPassword = /* @__PURE__ */ endpoint<ForgotPasswordResponse>()({
  method: 'POST',
  path: '/password/forgot',
  auth: false,
  request: forgotPasswordSchema,
  errors: ['rate_limited'],
  summary: 'Mail a password reset link',
  tag: 'account',
})

export const resetPassword = /* @__PURE__ */ endpoint<DoneResponse>()({
  method: 'POST',
  path: '/password/reset',
  auth: false,
  request: resetPasswordSchema,
  errors: ['reset_token_invalid', 'rate_limited'],
  summary: 'Set a new password with a mailed token',
  tag: 'account',
})

export const changePassword = /* @__PURE__ */ endpoint<DoneResponse>()({
  method: 'POST',
  path: '/password/change',
  auth: true,
  request: changePasswordSchema,
  errors: ['old_password_wrong', 'no_password', 'rate_limited'],
  fields: { old_password_wrong: 'old_password' },
  summary: 'Change the password',
  tag: 'account',
})

/** What re-proving the person answers (issue 26): the login password or a TOTP. */
const proofErrors = [
  'password_required',
  'password_wrong',
  'two_factor_required',
  'two_factor_code_wrong',
  'proof_unavailable',
] as const
const proofFields = {
  password_required: 'password',
  password_wrong: 'password',
  two_factor_required: 'totp_code',
  two_factor_code_wrong: 'totp_code',
} as const

export const pinCreate = /* @__PURE__ */ endpoint<DoneResponse>()({
  method: 'POST',
  path: '/pin/create',
  auth: true,
  request: pinCreateSchema,
  errors: ['pin_exists', 'rate_limited'],
  summary: 'Create the 6-digit PIN',
  tag: 'security',
})

export const pinUpdate = /* @__PURE__ */ endpoint<DoneResponse>()({
  method: 'POST',
  path: '/pin/update',
  auth: true,
  request: pinChangeSchema,
  errors: ['pin_missing', 'pin_wrong', 'rate_limited'],
  fields: { pin_wrong: 'old_pin' },
  summary: 'Change the PIN',
  tag: 'security',
})

export const transactionPasswordSet = /* @__PURE__ */ endpoint<DoneResponse>()({
  method: 'POST',
  path: '/transaction_password/set',
  auth: true,
  request: transactionPasswordSetSchema,
  errors: ['transaction_password_exists', ...proofErrors, 'rate_limited'],
  fields: proofFields,
  summary: 'Set the transaction password (proved with the login password or a TOTP)',
  tag: 'security',
})

export const transactionPasswordChange = /* @__PURE__ */ endpoint<DoneResponse>()({
  method: 'POST',
  path: '/transaction_password/change',
  auth: true,
  request: transactionPasswordChangeSchema,
  errors: [
    'transaction_password_missing',
    'transaction_password_wrong',
    ...proofErrors,
    'rate_limited',
  ],
  fields: { transaction_password_wrong: 'old_transaction_password', ...proofFields },
  summary: 'Change the transaction password (proved with the login password or a TOTP)',
  tag: 'security',
})

export const twoFactorSetup = /* @__PURE__ */ endpoint<TwoFactorSetupResponse>()({
  method: 'POST',
  path: '/two_factor/setup',
  auth: true,
  request: twoFactorSetupSchema,
  errors: ['two_factor_exists', 'rate_limited'],
  summary: 'Make a new two-factor secret to scan; it works once confirmed with a code',
  tag: 'security',
})

export const twoFactorEnable = /* @__PURE__ */ endpoint<TwoFactorEnableResponse>()({
  method: 'POST',
  path: '/two_factor/enable',
  auth: true,
  request: twoFactorEnableSchema,
  errors: [
    'two_factor_exists',
    'two_factor_setup_missing',
    'two_factor_code_wrong',
    'password_required',
    'password_wrong',
    'rate_limited',
  ],
  fields: {
    two_factor_code_wrong: 'totp_code',
    password_required: 'password',
    password_wrong: 'password',
  },
  summary: 'Turn two-factor sign-in on with a first code; answers the recovery codes, once',
  tag: 'security',
})

export const twoFactorDisable = /* @__PURE__ */ endpoint<DoneResponse>()({
  method: 'POST',
  path: '/two_factor/disable',
  auth: true,
  request: twoFactorDisableSchema,
  errors: [
    'two_factor_missing',
    'two_factor_code_wrong',
    'password_required',
    'password_wrong',
    'rate_limited',
  ],
  fields: {
    two_factor_code_wrong: 'totp_code',
    password_required: 'password',
    password_wrong: 'password',
  },
  summary: 'Turn two-factor sign-in off with a code or a recovery code and the login password',
  tag: 'security',
})

export const activation = /* @__PURE__ */ endpoint<ActivationStatusResponse>()({
  method: 'GET',
  path: '/activation',
  auth: true,
  request: yup.object({}),
  errors: [],
  summary: 'Subscription status',
  tag: 'subscription',
})

export const activationRedeem = /* @__PURE__ */ endpoint<ActivationRedeemResponse>()({
  method: 'POST',
  path: '/activation/redeem',
  auth: true,
  request: activationSchema,
  errors: ['activation_invalid', 'activation_used', 'rate_limited'],
  summary: 'Redeem an activation code',
  tag: 'subscription',
})

export const activationHistory = /* @__PURE__ */ endpoint<ActivationHistoryResponse>()({
  method: 'GET',
  path: '/activation/history',
  auth: true,
  request: paginationSchema,
  errors: [],
  summary: 'Redeemed activation codes, newest first',
  tag: 'subscription',
})

export const activityLogs = /* @__PURE__ */ endpoint<ActivityLogResponse>()({
  method: 'GET',
  path: '/activity_logs',
  auth: true,
  request: paginationSchema,
  errors: [],
  summary: 'Security activity, newest first',
  tag: 'security',
})

export const referrals = /* @__PURE__ */ endpoint<ReferralsResponse>()({
  method: 'GET',
  path: '/affiliate/referrals',
  auth: true,
  request: paginationSchema,
  errors: [],
  summary: 'Users I referred',
  tag: 'affiliate',
})
