import type { MessageDescriptor } from '../i18n/message'

/** Field labels for account forms, lowercase so "The {label} field is required" reads well. */
export const accountLabels = {
  email: /*i18n*/ { id: 'field.email', message: 'email' },
  password: /*i18n*/ { id: 'field.password', message: 'password' },
  confirm_password: /*i18n*/ { id: 'field.confirm_password', message: 'confirm password' },
  invitation_code: /*i18n*/ { id: 'field.invitation_code', message: 'invitation code' },
  policy: /*i18n*/ { id: 'field.policy', message: 'policy' },
  otp_pin: /*i18n*/ { id: 'field.otp_pin', message: 'verification code' },
  otp_token: /*i18n*/ { id: 'field.otp_token', message: 'verification token' },
  token: /*i18n*/ { id: 'field.token', message: 'reset link' },
  old_password: /*i18n*/ { id: 'field.old_password', message: 'old password' },
  new_password: /*i18n*/ { id: 'field.new_password', message: 'new password' },
  confirm_new_password: /*i18n*/ {
    id: 'field.confirm_new_password',
    message: 'confirm new password',
  },
  nickname: /*i18n*/ { id: 'field.nickname', message: 'nickname' },
  signature: /*i18n*/ { id: 'field.signature', message: 'signature' },
  banner_image: /*i18n*/ { id: 'field.banner_image', message: 'banner image' },
  profile_image: /*i18n*/ { id: 'field.profile_image', message: 'profile image' },
  pin: /*i18n*/ { id: 'field.pin', message: 'PIN' },
  confirm_pin: /*i18n*/ { id: 'field.confirm_pin', message: 'confirm PIN' },
  old_pin: /*i18n*/ { id: 'field.old_pin', message: 'old PIN' },
  new_pin: /*i18n*/ { id: 'field.new_pin', message: 'new PIN' },
  confirm_new_pin: /*i18n*/ { id: 'field.confirm_new_pin', message: 'confirm new PIN' },
  transaction_password: /*i18n*/ {
    id: 'field.transaction_password',
    message: 'transaction password',
  },
  confirm_transaction_password: /*i18n*/ {
    id: 'field.confirm_transaction_password',
    message: 'confirm transaction password',
  },
  old_transaction_password: /*i18n*/ {
    id: 'field.old_transaction_password',
    message: 'old transaction password',
  },
  new_transaction_password: /*i18n*/ {
    id: 'field.new_transaction_password',
    message: 'new transaction password',
  },
  confirm_new_transaction_password: /*i18n*/ {
    id: 'field.confirm_new_transaction_password',
    message: 'confirm new transaction password',
  },
  code: /*i18n*/ { id: 'field.activation_code', message: 'activation code' },
  auth_code: /*i18n*/ { id: 'field.auth_code', message: 'authorization code' },
  totp_code: /*i18n*/ { id: 'field.totp_code', message: 'two-factor code' },
  challenge_token: /*i18n*/ { id: 'field.challenge_token', message: 'sign-in step' },
  login_password: /*i18n*/ { id: 'field.login_password', message: 'login password' },
  page: /*i18n*/ { id: 'field.page', message: 'page' },
  page_size: /*i18n*/ { id: 'field.page_size', message: 'page size' },
} satisfies Record<string, MessageDescriptor>
