import type { MessageDescriptor } from './i18n/message'

/** Client-side messages for the catalogue of spec section 8 (wording ours: the spec does not show it). */
export const errorMessages = {
  dualLogin: /*i18n*/ {
    id: 'error.dualLogin',
    message: 'Your account was signed in on another device. You have been signed out.',
  },
  invalidLogin: /*i18n*/ { id: 'error.invalidLogin', message: 'Incorrect email or password.' },
  invalidRobotList: /*i18n*/ { id: 'error.invalidRobotList', message: 'No bots were found.' },
  invalidAssetAddress: /*i18n*/ {
    id: 'error.invalidAssetAddress',
    message: 'No deposit address was found for this asset.',
  },
  network: /*i18n*/ {
    id: 'error.network',
    message: 'Cannot reach the server. Check your connection and try again.',
  },
  unknown: /*i18n*/ { id: 'error.unknown', message: 'Something went wrong. Please try again.' },
  rateLimited: /*i18n*/ {
    id: 'error.rateLimited',
    message: 'Too many attempts. Please wait a moment and try again.',
  },
  validationFailed: /*i18n*/ {
    id: 'error.validationFailed',
    message: 'Some fields need your attention. Check them and try again.',
  },
} satisfies Record<string, MessageDescriptor>

/** What a user reads for each server error of ours, translated (the code table points at these). */
export const serverMessages = {
  badRequest: /*i18n*/ {
    id: 'error.badRequest',
    message: 'The request could not be understood. Please try again.',
  },
  invalidJson: /*i18n*/ {
    id: 'error.invalidJson',
    message: 'The request could not be read. Please try again.',
  },
  tooDeep: /*i18n*/ { id: 'error.tooDeep', message: 'What you sent is too complex to read.' },
  unsupportedMediaType: /*i18n*/ {
    id: 'error.unsupportedMediaType',
    message: 'What you sent is in a format the server does not accept.',
  },
  authRequired: /*i18n*/ { id: 'error.authRequired', message: 'Please log in to continue.' },
  bodyTooLarge: /*i18n*/ {
    id: 'error.bodyTooLarge',
    message: 'What you sent is too large. Use smaller images.',
  },
  googleNotConfigured: /*i18n*/ {
    id: 'error.googleNotConfigured',
    message: 'Google sign-in is not available here. Use your email instead.',
  },
  googleFailed: /*i18n*/ {
    id: 'error.googleFailed',
    message: 'Google sign-in failed. Please try again.',
  },
  emailTaken: /*i18n*/ {
    id: 'error.emailTaken',
    message: 'This email is already registered. Log in instead.',
  },
  otpInvalid: /*i18n*/ { id: 'error.otpInvalid', message: 'The verification code is incorrect.' },
  otpExpired: /*i18n*/ {
    id: 'error.otpExpired',
    message: 'The verification code has expired. Send a new code.',
  },
  otpTooManyAttempts: /*i18n*/ {
    id: 'error.otpTooManyAttempts',
    message: 'Too many wrong codes. Send a new code and try again.',
  },
  invitationInvalid: /*i18n*/ {
    id: 'error.invitationInvalid',
    message: 'This invitation code does not exist.',
  },
  resetTokenInvalid: /*i18n*/ {
    id: 'error.resetTokenInvalid',
    message: 'This reset link is invalid or has expired. Ask for a new one.',
  },
  oldPasswordWrong: /*i18n*/ {
    id: 'error.oldPasswordWrong',
    message: 'The old password is incorrect.',
  },
  noPassword: /*i18n*/ {
    id: 'error.noPassword',
    message: 'This account signs in with Google and has no password.',
  },
  pinExists: /*i18n*/ {
    id: 'error.pinExists',
    message: 'You already have a PIN. Change it instead.',
  },
  pinMissing: /*i18n*/ {
    id: 'error.pinMissing',
    message: 'You have no PIN yet. Create one first.',
  },
  pinWrong: /*i18n*/ { id: 'error.pinWrong', message: 'The old PIN is incorrect.' },
  transactionPasswordExists: /*i18n*/ {
    id: 'error.transactionPasswordExists',
    message: 'You already have a transaction password. Change it instead.',
  },
  transactionPasswordMissing: /*i18n*/ {
    id: 'error.transactionPasswordMissing',
    message: 'You have no transaction password yet. Set one first.',
  },
  transactionPasswordWrong: /*i18n*/ {
    id: 'error.transactionPasswordWrong',
    message: 'The transaction password is incorrect.',
  },
  activationInvalid: /*i18n*/ {
    id: 'error.activationInvalid',
    message: 'This activation code does not exist.',
  },
  activationUsed: /*i18n*/ {
    id: 'error.activationUsed',
    message: 'This activation code has already been used.',
  },
  exchangeKeyInvalid: /*i18n*/ {
    id: 'error.exchangeKeyInvalid',
    message: 'The exchange did not accept this API key. Check the key, secret and passphrase.',
  },
  exchangeKeyWithdrawal: /*i18n*/ {
    id: 'error.exchangeKeyWithdrawal',
    message:
      'This API key can withdraw funds, so it was not saved. Create a key that can trade but not withdraw.',
  },
  exchangeKeyCannotTrade: /*i18n*/ {
    id: 'error.exchangeKeyCannotTrade',
    message: 'This API key cannot trade. Turn on spot trading for it and try again.',
  },
  exchangeUnreachable: /*i18n*/ {
    id: 'error.exchangeUnreachable',
    message: 'The exchange cannot be reached right now. Nothing was saved. Please try again later.',
  },
  exchangeCheckFailed: /*i18n*/ {
    id: 'error.exchangeCheckFailed',
    message:
      'The exchange could not check this API key. Nothing was saved. Please try again later.',
  },
  exchangeNotConnected: /*i18n*/ {
    id: 'error.exchangeNotConnected',
    message: 'This exchange is not connected yet. Connect it first.',
  },
  exchangeInUse: /*i18n*/ {
    id: 'error.exchangeInUse',
    message: 'Bots are running on this exchange. Stop them before you disable it.',
  },
  okxOAuthUnavailable: /*i18n*/ {
    id: 'error.okxOAuthUnavailable',
    message: 'Connecting with your OKX account is not available here. Enter an API key instead.',
  },
  okxOAuthStateInvalid: /*i18n*/ {
    id: 'error.okxOAuthStateInvalid',
    message: 'This OKX authorization has expired or was already used. Please start again.',
  },
  okxOAuthFailed: /*i18n*/ {
    id: 'error.okxOAuthFailed',
    message: 'OKX did not finish the connection. Nothing was saved. Please try again.',
  },
  unknownSymbol: /*i18n*/ {
    id: 'error.unknownSymbol',
    message: 'This market is not available.',
  },
  tooManySymbols: /*i18n*/ {
    id: 'error.tooManySymbols',
    message: 'You are following too many markets at once. Close some and try again.',
  },
  tooManySockets: /*i18n*/ {
    id: 'error.tooManySockets',
    message:
      'Live updates are open in too many tabs or devices of this account. Close some: this one connects by itself when there is room.',
  },
  marketIntervalUnavailable: /*i18n*/ {
    id: 'error.marketIntervalUnavailable',
    message:
      'Candles at this interval are not available for this symbol. Choose a longer interval.',
  },
} satisfies Record<string, MessageDescriptor>
