import * as yup from 'yup'
import { message, type MessageDescriptor } from '../i18n/message'
import { validation } from '../i18n/validation'

/**
 * Field builders shared by every schema. Each error message is a `Message` object (descriptor +
 * values), so the browser translates it and the server renders it in English.
 */
type Label = MessageDescriptor

const msg =
  (descriptor: MessageDescriptor, values: Record<string, string | number | MessageDescriptor>) =>
  () =>
    message(descriptor, values)

export const requiredString = (label: Label) =>
  yup.string().trim().required(msg(validation.required, { label }))

/** A string of at most `n` characters (decision 080). */
export const textUpTo = (label: Label, n: number) =>
  yup.string().max(n, msg(validation.maxLength, { label, n }))

/** A required string of at most `n` characters (decision 080). */
export const requiredUpTo = (label: Label, n: number) =>
  requiredString(label).max(n, msg(validation.maxLength, { label, n }))

/** The message of a list longer than `n` items: `yup.array(item).max(n, tooManyItems(label, n))`. */
export const tooManyItems = (label: Label, n: number) => msg(validation.maxItems, { label, n })

export const email = (label: Label) =>
  requiredString(label)
    .email(msg(validation.email, { label }))
    .max(254, msg(validation.maxLength, { label, n: 254 }))

export const lengthBetween = (label: Label, min: number, max: number) =>
  yup
    .string()
    .required(msg(validation.required, { label }))
    .min(min, msg(validation.minLength, { label, n: min }))
    .max(max, msg(validation.maxLength, { label, n: max }))

export const exactLength = (label: Label, n: number) =>
  yup
    .string()
    .required(msg(validation.required, { label }))
    .length(n, msg(validation.exactLength, { label, n }))

/** A field that must equal another field of the same object. */
export const confirmation = (label: Label, other: string) =>
  yup
    .string()
    .required(msg(validation.required, { label }))
    .oneOf([yup.ref(other)], msg(validation.match, { label }))

export const mustBeChecked = (label: Label) =>
  yup
    .boolean()
    .required(msg(validation.checked, { label }))
    .oneOf([true], msg(validation.checked, { label }))

/**
 * Spec section 5's profile rule, read as decision 030 records: a letter of any script with the
 * combining marks that follow it (Thai vowels and tones, Vietnamese accents typed decomposed), a
 * decimal digit of any script, a space or one of `_ . @ -`. Nothing else: no comma, no lone
 * mark, no fraction, superscript or Roman numeral.
 */
export const PLAIN_TEXT = /^(?:\p{L}\p{M}*|\p{Nd}|[ _.@-])*$/u

/** Letters (with their marks), digits, space and `_ . @ -`, at most 100 characters (spec section 5, profile). */
export const plainText = (label: Label, max = 100) =>
  requiredString(label)
    .max(max, msg(validation.maxLength, { label, n: max }))
    .matches(PLAIN_TEXT, { message: msg(validation.specialCharacters, { label }) })

/** What survives of free text (a Google display name) under the plain-text rule. */
export function toPlainText(text: string, max = 100): string {
  const kept = [...text.matchAll(/\p{L}\p{M}*|\p{Nd}|[ _.@-]/gu)].map((m) => m[0])
  let out = ''
  for (const part of kept) {
    if (out.length + part.length > max) break
    out += part
  }
  return out.trim()
}

export { msg as schemaMessage }
