import { describe, expect, it } from 'vitest'
import * as yup from 'yup'
import {
  AMOUNT_MAX,
  NUMBER_MAX,
  decimalNumber,
  decimalPlaces,
  isPlainNumber,
  number,
  numberBetween,
} from './numbers'
import { instant } from './choices'
import { amountAtLeast, price, priceBand } from './money'
import { validate } from './validate'

const label = (name: string) => ({ id: `field.${name}`, message: name })

/** What a one-field schema makes of `input`: the value, or the English text of its error. */
async function read(field: yup.Schema, input: unknown, context?: Record<string, unknown>) {
  const result = await validate(yup.object({ x: field }), { x: input }, context)
  return result.ok ? (result.value as { x: unknown }).x : result.errors[0]!.text
}

describe('a plain decimal (decision 077)', () => {
  it.each(['0', '25', '-3', '0.5', '-0.25', '007', ' 12.5 ', '1000000'])(
    'reads %j as the number it writes',
    async (text) => {
      expect(isPlainNumber(text)).toBe(true)
      expect(await read(number(label('amount')), text)).toBe(Number(text.trim()))
    },
  )

  it.each([
    '0x10',
    '0b11',
    '0o17',
    '.5e2',
    '1e3',
    '5.',
    '.5',
    '+5',
    '1_000',
    '1 000',
    '1,5',
    'Infinity',
    '-Infinity',
    'NaN',
    '１２',
    '٣',
    'abc',
    `1${'0'.repeat(400)}`,
  ])('refuses %j with the field’s “must be a number”', async (text) => {
    expect(isPlainNumber(text)).toBe(false)
    expect(await read(number(label('amount')), text)).toBe('The amount must be a number')
  })

  it('refuses numbers that are not finite, and reads a cleared input as missing', async () => {
    for (const n of [Infinity, -Infinity])
      expect(await read(number(label('price')), n)).toBe('The price must be a number')
    for (const blank of ['', '  ', null, NaN])
      expect(await read(number(label('price')), blank)).toBe('The price field is required')
  })

  it('gives every number field a trillion either way and twelve decimal places', async () => {
    const field = number(label('value'))
    expect(await read(field, 1e308)).toBe(`The value must be at most ${NUMBER_MAX}`)
    expect(await read(field, -1e308)).toBe(`The value must be at least ${-NUMBER_MAX}`)
    expect(await read(field, 1e-300)).toBe('The value can have at most 12 decimal places')
    expect(await read(field, 0.1234567890123)).toBe('The value can have at most 12 decimal places')
    expect(await read(field, 0.123456789012)).toBe(0.123456789012)
    expect(await read(field, NUMBER_MAX)).toBe(NUMBER_MAX)
  })

  it('keeps a field’s own range in place of the general one', async () => {
    const field = numberBetween(label('percent'), 1, 100)
    expect(await read(field, 1e308)).toBe('The percent must be at most 100')
    expect(await read(field, '0x10')).toBe('The percent must be a number')
    expect(await read(field, '16')).toBe(16)
  })

  it('reads query-string instants the same strict way', async () => {
    expect(await read(instant(label('from')), '1767225600000')).toBe(1767225600000)
    for (const text of ['0x10', '1e12', 'Infinity'])
      expect(await read(instant(label('from')), text)).toBe('The from must be a number')
    // A schema with no label of its own (a test endpoint's) names the field instead.
    expect(await read(decimalNumber().optional(), '0x10')).toBe('The x field is not valid')
  })
})

describe('decimal places', () => {
  it('counts them as the number is written shortest, exponents included', () => {
    expect(decimalPlaces(25)).toBe(0)
    expect(decimalPlaces(0.1)).toBe(1)
    expect(decimalPlaces(10.000001)).toBe(6)
    expect(decimalPlaces(1.0000000000001)).toBe(13)
    expect(decimalPlaces(1e-7)).toBe(7)
    expect(decimalPlaces(1.5e-7)).toBe(8)
    expect(decimalPlaces(1e-300)).toBe(300)
    expect(decimalPlaces(1e21)).toBe(0)
    expect(decimalPlaces(-0.25)).toBe(2)
  })
})

describe('amounts of money', () => {
  const field = amountAtLeast(label('amount'), 15)

  it('keep to six decimals and a billion', async () => {
    expect(await read(field, 15.123456)).toBe(15.123456)
    expect(await read(field, 15.1234567)).toBe('The amount can have at most 6 decimal places')
    expect(await read(field, '15.0000001')).toBe('The amount can have at most 6 decimal places')
    expect(await read(field, 10.0000000000001 + 5)).toBe(
      'The amount can have at most 6 decimal places',
    )
    expect(await read(field, AMOUNT_MAX + 1)).toBe(`The amount must be at most ${AMOUNT_MAX}`)
    expect(await read(field, 1e308)).toBe(`The amount must be at most ${AMOUNT_MAX}`)
    expect(await read(field, 14)).toBe('The amount must be at least 15')
  })
})

describe('prices', () => {
  const field = price(label('upper price'))

  it('stay within 100 times the last price the context gives, either way', async () => {
    const context = { lastPrice: 60_000 }
    expect(priceBand(60_000)).toEqual({ min: 600, max: 6_000_000 })
    expect(await read(field, 62_000, context)).toBe(62_000)
    expect(await read(field, 600, context)).toBe(600)
    expect(await read(field, 6_000_000, context)).toBe(6_000_000)
    const outside =
      'The upper price must be between 600 and 6000000, within 100 times the last price 60000'
    expect(await read(field, 599.99, context)).toBe(outside)
    expect(await read(field, 6_000_001, context)).toBe(outside)
    expect(await read(field, 1e-10, context)).toBe(outside)
  })

  it('keep the absolute bounds where no price is known (the browser’s form)', async () => {
    expect(await read(field, 1e-300)).toBe('The upper price can have at most 12 decimal places')
    expect(await read(field, 1e308)).toBe(`The upper price must be at most ${NUMBER_MAX}`)
    expect(await read(field, 0)).toBe('The upper price must be greater than 0')
    expect(await read(field, 'Infinity')).toBe('The upper price must be a number')
  })

  it('round the band of an awkward price to six significant digits', () => {
    expect(priceBand(1.1)).toEqual({ min: 0.011, max: 110 })
    expect(priceBand(0.5)).toEqual({ min: 0.005, max: 50 })
  })
})
