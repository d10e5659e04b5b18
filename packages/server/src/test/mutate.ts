import fc from 'fast-check'
import { prototypeKeys, type FieldSchema } from './hostile'

/** Strings a pattern-checked field (a PIN, an address, a code) most likely accepts. */
const patternGuesses = [
  '123456',
  'abcdef',
  'ABCDEF12',
  `0x${'ab'.repeat(20)}`,
  'BTCUSDT',
  '2026-01-01',
  'a1b2c3d4',
]

/**
 * A value that passes the field's own checks as far as the document states them (enum, default,
 * length, range, pattern, email): a start that mutations then break one field at a time.
 */
export function exampleValue(schema: FieldSchema): unknown {
  if (schema.enum?.length) return schema.enum[0]
  if (schema.default !== undefined) return schema.default
  switch (schema.type) {
    case 'string': {
      if (schema.format === 'email') return 'fuzz@example.com'
      const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 8, 8))
      if (schema.pattern) {
        const re = new RegExp(schema.pattern)
        return patternGuesses.find((g) => re.test(g)) ?? 'a'.repeat(length)
      }
      return 'a'.repeat(length)
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? 1
    case 'boolean':
      return true
    case 'array':
      return []
    default:
      return {}
  }
}

export const exampleOf = (schemas: Record<string, FieldSchema>) =>
  Object.fromEntries(Object.entries(schemas).map(([k, s]) => [k, exampleValue(s)]))

/** JSON text for a field's value, wrong in one way: its type, its length, its encoding or its range. */
function brokenValue(schema: FieldSchema, valid: unknown): fc.Arbitrary<string> {
  const text = typeof valid === 'string' ? valid : JSON.stringify(valid)
  const wrongType = fc.constantFrom(
    JSON.stringify(text),
    JSON.stringify([valid]),
    JSON.stringify({ value: valid }),
    'null',
    'true',
    '0',
    '-1',
    '{"toString":1}',
    '[[[[[[[[]]]]]]]]',
  )
  const length = fc.constantFrom(
    '""',
    '" "',
    JSON.stringify(
      text.repeat(Math.ceil(((schema.maxLength ?? 64) + 1) / Math.max(text.length, 1))),
    ),
    JSON.stringify('x'.repeat(10_000)),
    JSON.stringify(`${text}${'\u0301'.repeat(500)}`),
  )
  const encoding = fc
    .constantFrom(
      (s: string) => `${s}\u0000`,
      (s: string) => `\ud800${s}`,
      (s: string) => `${s}\udfff`,
      (s: string) => `\u202e${s}`,
      (s: string) => `${s}\u200b`,
      (s: string) => s.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d))),
      (s: string) => encodeURIComponent(s).replace(/%/g, '%25'),
      (s: string) => ` ${s.toUpperCase()} `,
      (s: string) => `${s}' OR '1'='1`,
      (s: string) => `${s}<script>`,
    )
    // JSON.stringify keeps a lone surrogate as \ud800 text, which is still valid JSON.
    .map((f) => JSON.stringify(f(text)))
  const range = fc.constantFrom(
    String((schema.minimum ?? 0) - 1),
    String((schema.maximum ?? 1e6) + 1),
    '0.5',
    '1e308',
    '-1e308',
    '1e999',
    '-0',
    '9007199254740993',
    '"1e3"',
    '"NaN"',
    '"Infinity"',
    '"-Infinity"',
    '"0x10"',
    '".5e2"',
    '1e-300',
    // More decimals than USDT's six, or than any field's twelve (decision 077).
    String((schema.minimum ?? 10) + 1e-7),
    '25.0000000000001',
  )
  return fc.oneof(wrongType, length, encoding, range)
}

/**
 * A valid-looking body with one field broken, dropped or duplicated, or with an extra key: input
 * that passes most checks, so the one that should refuse it is the one under test.
 */
export function mutatedBody(schemas: Record<string, FieldSchema>): fc.Arbitrary<string> {
  const base = exampleOf(schemas)
  const fields = Object.keys(base)
  if (fields.length === 0)
    return fc
      .constantFrom(...prototypeKeys, 'id', 'user_id')
      .map((k) => `{${JSON.stringify(k)}:{"toString":1}}`)
  const entry = (k: string) => `${JSON.stringify(k)}:${JSON.stringify(base[k])}`
  return fc.constantFrom(...fields).chain((field) =>
    fc
      .oneof(
        brokenValue(schemas[field]!, base[field]).map((value) => [
          ...fields.filter((k) => k !== field).map(entry),
          `${JSON.stringify(field)}:${value}`,
        ]),
        fc.constant(fields.filter((k) => k !== field).map(entry)),
        brokenValue(schemas[field]!, base[field]).map((value) => [
          ...fields.map(entry),
          `${JSON.stringify(field)}:${value}`,
        ]),
        fc
          .constantFrom(...prototypeKeys)
          .map((k) => [
            ...fields.map(entry),
            `${JSON.stringify(k)}:${JSON.stringify(base[field])}`,
          ]),
      )
      .map((pairs) => `{${pairs.join(',')}}`),
  )
}

/** Percent-encoding that sends a lone surrogate as the invalid UTF-8 bytes it would be. */
const encoded = (s: string) =>
  Array.from(s)
    .map((ch) => (/^[\ud800-\udfff]$/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch)))
    .join('')

/** The same as a query string: one parameter broken, dropped, repeated or bracketed. */
export function mutatedQuery(schemas: Record<string, FieldSchema>): fc.Arbitrary<string> {
  const base = exampleOf(schemas)
  const fields = Object.keys(base)
  const pair = (k: string, v: unknown) =>
    `${encodeURIComponent(k)}=${encoded(typeof v === 'string' ? v : JSON.stringify(v))}`
  if (fields.length === 0) return fc.constantFrom(...prototypeKeys).map((k) => pair(k, '1'))
  return fc.constantFrom(...fields).chain((field) => {
    const rest = fields.filter((k) => k !== field).map((k) => pair(k, base[k]))
    const value = brokenValue(schemas[field]!, base[field]).map((json) => {
      const parsed: unknown = JSON.parse(json)
      return typeof parsed === 'string' ? parsed : json
    })
    return fc
      .oneof(
        value.map((v) => [...rest, pair(field, v)]),
        value.map((v) => [...rest, pair(field, base[field]), pair(field, v)]),
        value.map((v) => [...rest, pair(`${field}[]`, v)]),
        value.map((v) => [...rest, pair(`${field}[toString]`, v)]),
        fc.constant(rest),
      )
      .map((pairs) => pairs.join('&'))
  })
}
