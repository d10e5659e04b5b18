import * as yup from 'yup'
import { message, type MessageDescriptor } from '../i18n/message'
import { validation } from '../i18n/validation'

/**
 * Number fields (decision 077). Every number schema of the contract starts at `decimalNumber()`,
 * so no field takes what yup's own cast would (`+value`: `"0x10"` is 16, `".5e2"` is 50,
 * `"Infinity"` passes its type check), and every labelled one at `number()`, which adds the
 * bounds every field keeps whatever it means.
 */
type Label = MessageDescriptor

/** Text a number field reads: an optional minus, digits, then optionally a dot and digits. */
export const PLAIN_DECIMAL = /^-?\d+(?:\.\d+)?$/

/**
 * No field means anything beyond a trillion (prices, amounts, counts, percents) nor finer than
 * twelve decimal places (finer than any venue's tick or lot); past them a double loses the digits.
 */
export const NUMBER_MAX = 1e12
export const NUMBER_DECIMALS = 12

/** Money in a quote currency (USDT, USD): the wallet's six decimals, and at most a billion per field. */
export const AMOUNT_DECIMALS = 6
export const AMOUNT_MAX = 1e9

/**
 * A price must lie within this factor of the market's last price, either way. Real ranges, stops
 * and entries sit within a few times the mark (a 99 % crash is 1/100); 100× catches a price typed
 * in the wrong unit or made up, and values like 1e308 or 1e-300, without refusing a real plan.
 */
export const PRICE_BAND = 100

const msg =
  (descriptor: MessageDescriptor, values: Record<string, string | number | MessageDescriptor>) =>
  () =>
    message(descriptor, values)

/** Decimal places of a number as JavaScript writes it shortest: 1e-7 has seven, 0.1 one. */
export function decimalPlaces(value: number): number {
  const [digits = '', exponent = '0'] = String(Math.abs(value)).split('e')
  return Math.max(0, (digits.split('.')[1]?.length ?? 0) - Number(exponent))
}

/** A finite number: what a sibling field's rule may compare with (a refused one is NaN). */
export const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)

/** Whether input is a number field's value: a finite number, or a plain decimal as text. */
export function isPlainNumber(input: unknown): boolean {
  if (typeof input === 'number') return Number.isFinite(input)
  if (typeof input !== 'string') return false
  const text = input.trim()
  return PLAIN_DECIMAL.test(text) && Number.isFinite(Number(text))
}

// Runs after yup's cast: blank text stays as yup made it (NaN), anything else not plain is NaN too.
const strictCast = (value: unknown, original: unknown): unknown => {
  if (typeof original === 'string' && original.trim() !== '')
    return isPlainNumber(original) ? Number(original.trim()) : NaN
  return typeof value === 'number' && !Number.isFinite(value) ? NaN : value
}

/** The start of every number schema: finite numbers and plain decimals only. */
export const decimalNumber = () => yup.number().transform(strictCast)

// A cleared input (empty text, null, a number field's NaN) is missing, so it gets "required".
const blank = (original: unknown) =>
  original === null ||
  (typeof original === 'string' && original.trim() === '') ||
  (typeof original === 'number' && Number.isNaN(original))

/** At most `n` decimal places; a later call replaces an earlier one (a field's own precision). */
export const decimalsAtMost = (label: Label, n: number) => ({
  name: 'decimals',
  exclusive: true,
  params: { n },
  message: msg(validation.maxDecimals, { label, n }),
  test: (value: number | undefined) => value === undefined || decimalPlaces(value) <= n,
})

export const number = (label: Label) =>
  decimalNumber()
    .transform((value: unknown, original: unknown) => (blank(original) ? undefined : value))
    .typeError(msg(validation.number, { label }))
    .required(msg(validation.required, { label }))
    .min(-NUMBER_MAX, msg(validation.min, { label, min: -NUMBER_MAX }))
    .max(NUMBER_MAX, msg(validation.max, { label, max: NUMBER_MAX }))
    .test(decimalsAtMost(label, NUMBER_DECIMALS))

export const numberBetween = (label: Label, min: number, max: number) =>
  number(label)
    .min(min, msg(validation.min, { label, min }))
    .max(max, msg(validation.max, { label, max }))

/** A whole number from `min` to `max` (a bar count, a window length). */
export const integerBetween = (label: Label, min: number, max: number) =>
  numberBetween(label, min, max).integer(msg(validation.integer, { label }))

export const numberAtLeast = (label: Label, min: number) =>
  number(label).min(min, msg(validation.min, { label, min }))

export const numberAtMost = (label: Label, max: number) =>
  number(label).max(max, msg(validation.max, { label, max }))

export const numberGreaterThan = (label: Label, min: number) =>
  number(label).moreThan(min, msg(validation.greaterThan, { label, min }))
