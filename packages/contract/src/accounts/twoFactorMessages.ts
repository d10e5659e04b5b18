import type { MessageDescriptor } from '../i18n/message'

/**
 * Two-factor sign-in's error messages on their own (decision 082), as the other areas' are: the
 * error table reaches them from the first page, which must not carry the setup's schemas.
 */
export const twoFactorErrorMessages = {
  required: /*i18n*/ {
    id: 'error.twoFactorRequired',
    message: 'Enter the 6-digit code from your authenticator app.',
  },
  codeWrong: /*i18n*/ {
    id: 'error.twoFactorCodeWrong',
    message:
      'This code is wrong or was already used. Enter the code your authenticator app shows now.',
  },
  challengeInvalid: /*i18n*/ {
    id: 'error.twoFactorChallengeInvalid',
    message: 'This sign-in took too long. Enter your email and password again.',
  },
  exists: /*i18n*/ {
    id: 'error.twoFactorExists',
    message: 'Two-factor sign-in is already on.',
  },
  missing: /*i18n*/ {
    id: 'error.twoFactorMissing',
    message: 'Two-factor sign-in is not on.',
  },
  setupMissing: /*i18n*/ {
    id: 'error.twoFactorSetupMissing',
    message: 'Start the setup again: scan the new QR code, then enter its code.',
  },
  passwordRequired: /*i18n*/ {
    id: 'error.passwordRequired',
    message: 'Enter your login password to confirm it is you.',
  },
  passwordWrong: /*i18n*/ {
    id: 'error.passwordWrong',
    message: 'The login password is incorrect.',
  },
  proofUnavailable: /*i18n*/ {
    id: 'error.proofUnavailable',
    message:
      'Your account has no login password and no two-factor sign-in, so it cannot confirm this change. Turn on two-factor sign-in in your profile first, or set a login password with “Forgot password?” on the login page.',
  },
} satisfies Record<string, MessageDescriptor>
