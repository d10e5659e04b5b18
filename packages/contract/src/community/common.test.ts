import { describe, expect, it } from 'vitest'
import { LATEST_INSTANT, instant } from '../schemas/choices'
import { communityLabels, isoInstant } from './common'

// PostgreSQL's timestamp input refuses the year 0000 and six-digit years (`+033658-…`), both of
// which JavaScript's dates write; the schemas stop them before a query would fail with a 500.
describe('instants a query can store', () => {
  it('isoInstant takes 1970 to 9999 and refuses what lies outside', () => {
    const schema = isoInstant(communityLabels.starts_at)
    for (const ok of [
      '1970-01-01T00:00:00Z',
      '2026-12-06T10:00:00+07:00',
      '9999-12-31T23:59:59.999Z',
    ])
      expect(schema.isValidSync(ok), ok).toBe(true)
    for (const bad of [
      '0000-01-01T00:00:00Z',
      '1969-12-31T23:59:59Z',
      '9999-12-31T23:00:00-05:00',
      '2026-13-01T00:00:00Z',
      '2026-12-06',
    ])
      expect(schema.isValidSync(bad), bad).toBe(false)
  })

  it('instant takes epoch milliseconds up to the end of 9999', () => {
    const schema = instant(communityLabels.starts_at)
    expect(new Date(LATEST_INSTANT).toISOString()).toBe('9999-12-31T23:59:59.999Z')
    expect(schema.isValidSync(LATEST_INSTANT)).toBe(true)
    expect(schema.isValidSync(LATEST_INSTANT + 1)).toBe(false)
    expect(schema.isValidSync(-1)).toBe(false)
  })
})
