import type * as yup from 'yup'
import { message, type MessageDescriptor } from '../i18n/message'
import { validation } from '../i18n/validation'
import { requiredString, schemaMessage as msg } from './fields'
import { decimalNumber, integerBetween, number } from './numbers'

/**
 * Fields built on the number builder (a choice among values, a row id, an instant), apart from
 * fields.ts so the first page, whose forms hold no number, does not carry it (decision 004).
 */
type Label = MessageDescriptor

/**
 * The largest row id a request may name: a bigserial goes to 2^63 − 1, but JavaScript counts
 * exactly only to 2^53 − 1, and no table comes near either.
 */
export const MAX_ROW_ID = Number.MAX_SAFE_INTEGER

/**
 * The id of a bigserial row, optional: a whole number from 1 to MAX_ROW_ID, each refusal with the
 * field's message, so the database never sees a value out of its column's range (issue 26 item 7).
 */
export const rowId = (label: Label) => integerBetween(label, 1, MAX_ROW_ID).optional()

export function oneOf<T extends string | number>(label: Label, values: readonly T[]) {
  const base = typeof values[0] === 'number' ? number(label) : requiredString(label)
  return (base as yup.Schema).oneOf(
    values as unknown as never[],
    msg(validation.oneOf, { label, values: values.join(', ') }),
  ) as unknown as yup.Schema<T>
}

/**
 * The last instant a filter takes, 9999-12-31T23:59:59.999Z. Later dates are written with a
 * six-digit year (`+033658-…`), which PostgreSQL's timestamp input refuses (a 500 on PostgreSQL
 * only, found by `npm run fuzz`).
 */
export const LATEST_INSTANT = 253_402_300_799_999

/** Epoch milliseconds, optional (query strings arrive as text, read as plain decimals). */
export const instant = (label: Label) =>
  decimalNumber()
    .typeError(() => message(validation.number, { label }))
    .integer(() => message(validation.integer, { label }))
    .min(0, () => message(validation.min, { label, min: 0 }))
    .max(LATEST_INSTANT, () => message(validation.max, { label, max: LATEST_INSTANT }))
    .optional()
