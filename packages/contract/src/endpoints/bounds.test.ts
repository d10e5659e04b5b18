import { describe, expect, it } from 'vitest'
import { reach, ValidationError, type Schema } from 'yup'
import { isMessage } from '../i18n/message'
import { MAX_ROW_ID } from '../schemas/choices'
import { endpoints, testEndpoints, type AnyEndpoint } from '.'

interface Described {
  type: string
  tests?: { name?: string; params?: Record<string, unknown> }[]
  fields?: Record<string, Described>
  innerType?: Described
}

/** Every number field of a request, by path (`prizes[].rank`), resolved for an empty request. */
function numberFields(d: Described, path = '', out: [string, Described][] = []) {
  if (d.type === 'number') out.push([path, d])
  for (const [key, field] of Object.entries(d.fields ?? {}))
    numberFields(field, path ? `${path}.${key}` : key, out)
  if (d.innerType) numberFields(d.innerType, `${path}[]`, out)
  return out
}

const all = Object.entries({ ...endpoints, ...testEndpoints }) as [string, AnyEndpoint][]
const wholeNumbers = all.flatMap(([name, e]) =>
  numberFields((e.request as Schema).describe({ value: {} }) as Described)
    .filter(
      ([path, d]) =>
        d.tests?.some((t) => t.name === 'integer') || /(^|_)(id|of|page|page_size)$/.test(path),
    )
    .map(([path, d]) => ({ name, path, d, schema: e.request as Schema })),
)
const bound = (d: Described, name: 'min' | 'max') =>
  d.tests?.find((t) => t.name === name)?.params?.[name] as number | undefined

/**
 * Every whole number a request carries (ids, pages, counts, instants) reaches the database or a
 * loop, so each has a lower and an upper bound JavaScript counts exactly, and a value beyond them
 * is refused with the field's translated message before any query (issue 26 item 7).
 */
describe('whole-number request fields', () => {
  it('are found (ids, pages and page sizes among them)', () => {
    const paths = wholeNumbers.map((f) => `${f.name}.${f.path}`)
    expect(paths).toContain('signalReview.reply_of')
    expect(paths).toContain('signalCalls.page')
    expect(paths).toContain('walletHistory.page_size')
    expect(paths).toContain('testTournamentCreate.prizes[].rank')
  })

  it.each(wholeNumbers.map((f) => [`${f.name}.${f.path}`, f] as const))(
    '%s is whole and bounded within the exact range',
    (_, { d }) => {
      expect(d.tests?.map((t) => t.name)).toContain('integer')
      const min = bound(d, 'min')
      const max = bound(d, 'max')
      expect(min).toBeGreaterThanOrEqual(-MAX_ROW_ID)
      expect(max).toBeLessThanOrEqual(MAX_ROW_ID)
      expect(min!).toBeLessThanOrEqual(max!)
    },
  )

  // Test-only endpoints are never served in production, so yup's own words will do for them.
  const served = wholeNumbers.filter((f) => f.name in endpoints)
  it.each(served.map((f) => [`${f.name}.${f.path}`, f] as const))(
    '%s refuses 2^63 and 1.5 with its own message',
    async (_, { path, schema }) => {
      const field = reach(schema, path.replaceAll('[]', '[0]')) as Schema
      for (const value of [2 ** 63, -(2 ** 63), 1.5]) {
        const error = await field.validate(value).then(
          () => null,
          (e: unknown) => e,
        )
        expect(error, String(value)).toBeInstanceOf(ValidationError)
        expect(isMessage((error as ValidationError).message), String(value)).toBe(true)
      }
    },
  )
})
