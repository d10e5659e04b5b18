import * as yup from 'yup'
import { confirmation, exactLength, plainText, schemaMessage as msg } from '../schemas/fields'
import { numberBetween } from '../schemas/numbers'
import { validation } from '../i18n/validation'
import { ACTIVATION_CODE_LENGTH, PIN_LENGTH, TRANSACTION_PASSWORD_LENGTH } from '../constants'
import { accountLabels as L } from './labels'
import { digitCode, existingSecret, optionalPassword, optionalTotpCode, pngImage } from './fields'

/** Profile edit (spec section 5): images are optional so a user can change only the text. */
export const profileSchema = yup.object({
  nickname: plainText(L.nickname),
  signature: plainText(L.signature),
  banner_image: pngImage(L.banner_image),
  profile_image: pngImage(L.profile_image),
})

export const pinCreateSchema = yup.object({
  pin: digitCode(L.pin, PIN_LENGTH),
  confirm_pin: confirmation(L.confirm_pin, 'pin'),
})

export const pinChangeSchema = yup.object({
  old_pin: existingSecret(L.old_pin),
  new_pin: digitCode(L.new_pin, PIN_LENGTH),
  confirm_new_pin: confirmation(L.confirm_new_pin, 'new_pin'),
})

const transactionPassword = (label: typeof L.transaction_password) =>
  exactLength(label, TRANSACTION_PASSWORD_LENGTH)

/**
 * Setting or changing the transaction password proves the person again (issue 26): the login
 * password, or a TOTP when two-factor sign-in is on; the server takes either where both exist.
 */
const proof = {
  password: optionalPassword(L.login_password),
  totp_code: optionalTotpCode(L.totp_code),
}

export const transactionPasswordSetSchema = yup.object({
  transaction_password: transactionPassword(L.transaction_password),
  confirm_transaction_password: confirmation(
    L.confirm_transaction_password,
    'transaction_password',
  ),
  ...proof,
})

export const transactionPasswordChangeSchema = yup.object({
  old_transaction_password: existingSecret(L.old_transaction_password),
  new_transaction_password: transactionPassword(L.new_transaction_password),
  confirm_new_transaction_password: confirmation(
    L.confirm_new_transaction_password,
    'new_transaction_password',
  ),
  ...proof,
})

/** Codes are printed in capitals; people type them any way, so case is folded before checking. */
export const activationSchema = yup.object({
  code: exactLength(L.code, ACTIVATION_CODE_LENGTH).trim().uppercase(),
})

const wholeBetween = (label: typeof L.page, min: number, max: number) =>
  numberBetween(label, min, max).integer(msg(validation.integer, { label }))

export const paginationSchema = yup.object({
  page: wholeBetween(L.page, 1, 100_000).default(1),
  page_size: wholeBetween(L.page_size, 1, 100).default(20),
})
