import { message, type MessageDescriptor } from '../i18n/message'
import { validation } from '../i18n/validation'
import {
  AMOUNT_DECIMALS,
  AMOUNT_MAX,
  NUMBER_MAX,
  PRICE_BAND,
  decimalsAtMost,
  numberBetween,
  numberGreaterThan,
} from './numbers'

/**
 * Money and price fields (decision 077), apart from the number builders so the first page, whose
 * forms take no money, does not carry them (decision 004).
 */
type Label = MessageDescriptor

const msg =
  (descriptor: MessageDescriptor, values: Record<string, string | number | MessageDescriptor>) =>
  () =>
    message(descriptor, values)

/** Money in the quote currency from `min` to `max`, in the wallet's six decimals. */
export const amountBetween = (label: Label, min: number, max: number) =>
  numberBetween(label, min, max).test(decimalsAtMost(label, AMOUNT_DECIMALS))

/** Money in the quote currency of at least `min` (at most AMOUNT_MAX). */
export const amountAtLeast = (label: Label, min: number) => amountBetween(label, min, AMOUNT_MAX)

/** Money in the quote currency above `min` (at most AMOUNT_MAX). */
export const amountGreaterThan = (label: Label, min: number) =>
  amountAtLeast(label, min).moreThan(min, msg(validation.greaterThan, { label, min }))

/**
 * A number field's own range, read from its description's tests, without the ceilings every field
 * or amount keeps (NUMBER_MAX, AMOUNT_MAX): the range a form shows as its hint.
 */
export function fieldBounds(
  tests: readonly { name?: string; params?: Record<string, unknown> }[],
): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {}
  for (const { name, params } of tests) {
    if (name === 'min' && typeof params?.min === 'number' && params.min !== -NUMBER_MAX)
      bounds.min = params.min
    const max = params?.max
    if (name === 'max' && typeof max === 'number' && max !== NUMBER_MAX && max !== AMOUNT_MAX)
      bounds.max = max
  }
  return bounds
}

/** The band around a last price that a price field must fall in, to six significant digits. */
export function priceBand(last: number): { min: number; max: number } {
  return {
    min: Number((last / PRICE_BAND).toPrecision(6)),
    max: Number((last * PRICE_BAND).toPrecision(6)),
  }
}

/** The message for a price outside the band of `last`, or null when it is inside. */
export function outsideBand(label: Label, value: number, last: number) {
  const { min, max } = priceBand(last)
  if (value >= min && value <= max) return null
  return message(validation.nearLastPrice, { label, min, max, price: last, factor: PRICE_BAND })
}

/** Where a price field finds the market's last price in the validation context. */
export type LastPriceOf = (context: Record<string, unknown>, parent: unknown) => unknown

const pairLastPrice: LastPriceOf = (context) => context.lastPrice

/**
 * A price above 0 and within PRICE_BAND of the market's last price, which the caller passes in the
 * context (`lastPrice`, or where `lastOf` reads it); without it only the absolute bounds apply.
 */
export const price = (label: Label, lastOf: LastPriceOf = pairLastPrice) =>
  numberGreaterThan(label, 0).test('near-last-price', function (value) {
    const last = lastOf((this.options.context ?? {}) as Record<string, unknown>, this.parent)
    if (typeof last !== 'number' || !(last > 0) || value === undefined) return true
    const refused = outsideBand(label, value, last)
    return refused ? this.createError({ message: () => refused }) : true
  })
