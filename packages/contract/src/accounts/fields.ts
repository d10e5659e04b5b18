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
