import * as yup from 'yup'
import { validation } from '../i18n/validation'
import { accountValidation } from './messages'
import type { MessageDescriptor } from '../i18n/message'
import { exactLength, lengthBetween, schemaMessage as msg } from '../schemas/fields'
import { PASSWORD_LENGTH, TEXT_MAX } from '../constants'

type Label = MessageDescriptor

/** Passwords are never trimmed: a trailing space is part of the secret. */
export const password = (label: Label) =>
  lengthBetween(label, PASSWORD_LENGTH.min, PASSWORD_LENGTH.max)

/** A secret the user already has (old password): only required, since older rules may have differed. */
export const existingSecret = (label: Label) =>
  yup
    .string()
    .required(msg(validation.required, { label }))
    .max(TEXT_MAX.secret, msg(validation.maxLength, { label, n: TEXT_MAX.secret }))

/** PINs and OTPs: exactly n characters, all digits. */
export const digitCode = (label: Label, n: number) =>
  exactLength(label, n).matches(/^\d*$/, { message: msg(accountValidation.digits, { label }) })

/** Largest accepted decoded image; two of them stay inside the server's 2 MiB body limit. */
export const IMAGE_MAX_BYTES = 512 * 1024

/** Every PNG starts with the 8-byte signature 89 50 4E 47 0D 0A 1A 0A, which base64 encodes as this. */
const PNG_DATA_URL = /^data:image\/png;base64,iVBORw0KGgo[A-Za-z0-9+/]*={0,2}$/

/** Decoded size of a base64 payload, without decoding it. */
export function base64Bytes(dataUrl: string): number {
  const payload = dataUrl.slice(dataUrl.indexOf(',') + 1)
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0
  return Math.floor((payload.length * 3) / 4) - padding
}

/**
 * A base64 PNG data URL. Optional: an empty value means "keep the current image". The signature
 * check runs on the base64 text itself, so browser and server share it with no decoding library.
 */
export const pngImage = (label: Label, maxBytes = IMAGE_MAX_BYTES) =>
  yup
    .string()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .optional()
    .test(
      'png',
      msg(accountValidation.png, { label }),
      (value) => value === undefined || PNG_DATA_URL.test(value),
    )
    .test(
      'image-size',
      msg(accountValidation.imageTooLarge, { label, n: Math.floor(maxBytes / 1024) }),
      (value) => value === undefined || base64Bytes(value) <= maxBytes,
    )

/** Authenticator apps show 6 digits (RFC 6238 with SHA-1 and a 30-second step, decision 082). */
export const TOTP_DIGITS = 6
/** Recovery codes: 10 characters of the unambiguous alphabet, printed as two groups of five. */
export const RECOVERY_CODE_LENGTH = 10
const RECOVERY_CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/

// People copy codes with the spaces and hyphens the screen grouped them by.
const withoutGaps = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[\s-]/g, '') : value

/** A code from the authenticator app, typed as shown ("123 456" too). */
export const totpCode = (label: Label) => digitCode(label, TOTP_DIGITS).transform(withoutGaps)

/** Where a lost phone must not lock the owner out: a TOTP, or one of the recovery codes. */
export const secondFactorCode = (label: Label) =>
  yup
    .string()
    .transform((value: unknown) =>
      typeof value === 'string' ? (withoutGaps(value) as string).toUpperCase() : value,
    )
    .required(msg(validation.required, { label }))
    .max(TEXT_MAX.secret, msg(validation.maxLength, { label, n: TEXT_MAX.secret }))
    .test(
      'second-factor',
      msg(accountValidation.secondFactor, { label }),
      (value) => value === undefined || /^\d{6}$/.test(value) || RECOVERY_CODE.test(value),
    )

/**
 * The TOTP an action carries when the account has two-factor sign-in. The server decides whether
 * it is needed (it knows the account); a form passes `$two_factor` in its validation context so
 * the browser asks for it up front.
 */
export const optionalTotpCode = (label: Label) =>
  yup
    .string()
    .transform((value: unknown) => {
      const bare = withoutGaps(value)
      return bare === '' || bare === null ? undefined : bare
    })
    .when('$two_factor', {
      is: true,
      then: (s) => s.required(msg(validation.required, { label })),
      otherwise: (s) => s.optional(),
    })
    .length(TOTP_DIGITS, msg(validation.exactLength, { label, n: TOTP_DIGITS }))
    .matches(/^\d*$/, { message: msg(accountValidation.digits, { label }) })

/**
 * The login password a change must prove, when the account has one (`$has_password` in a form's
 * validation context makes the browser ask). Never trimmed, as every password.
 */
export const optionalPassword = (label: Label) =>
  yup
    .string()
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .when('$has_password', {
      is: true,
      then: (s) => s.required(msg(validation.required, { label })),
      otherwise: (s) => s.optional(),
    })
    .max(PASSWORD_LENGTH.max, msg(validation.maxLength, { label, n: PASSWORD_LENGTH.max }))
