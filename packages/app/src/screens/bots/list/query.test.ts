import { describe, expect, it } from 'vitest'
import { isFiltered, parseListQuery, toRequest, toSearchParams, withChange } from './query'

const parse = (search: string, page: 'active' | 'history' = 'active') =>
  parseListQuery(new URLSearchParams(search), page)

describe('the bot list query in the address', () => {
  it('reads a plain /bot as all active bots, newest first, page 1', () => {
    expect(parse('')).toEqual({
      status: 'active',
      search: '',
      sort: 'created',
      order: 'desc',
      page: 1,
    })
  })

  it('reads every filter back from the address', () => {
    expect(parse('status=paused&q=eth&sort=pnl&order=asc&page=3')).toEqual({
      status: 'paused',
      search: 'eth',
      sort: 'pnl',
      order: 'asc',
      page: 3,
    })
  })

  it('falls back to the defaults for unknown or out-of-range values', () => {
    expect(parse('status=stopped&sort=name&order=up&page=-2')).toMatchObject({
      status: 'active',
      sort: 'created',
      order: 'desc',
      page: 1,
    })
    expect(parse('page=1.5').page).toBe(1)
    expect(parse('page=999999999').page).toBe(100_000)
  })

  it('keeps the history on stopped bots whatever the address says', () => {
    expect(parse('status=running', 'history').status).toBe('history')
  })

  it('writes only what differs from the defaults, and reads it back the same', () => {
    const query = parse('status=error&q=btc&order=asc&page=2')
    const params = toSearchParams(query, 'active')
    expect(params.toString()).toBe('status=error&q=btc&order=asc&page=2')
    expect(parseListQuery(params, 'active')).toEqual(query)
    expect(toSearchParams(parse(''), 'active').toString()).toBe('')
    expect(toSearchParams(parse('', 'history'), 'history').toString()).toBe('')
  })

  it('asks the server for the view, the trimmed search, the sort and one page', () => {
    expect(toRequest(parse('status=out_of_balance&q=%20sol%20&sort=status&page=2'))).toEqual({
      status: 'out_of_balance',
      symbol: 'sol',
      sort: 'status',
      order: 'desc',
      page: 2,
      page_size: 20,
    })
    expect(toRequest(parse(''))).not.toHaveProperty('symbol')
    expect(toRequest(parse('', 'history')).status).toBe('history')
  })

  it('goes back to page 1 when a filter changes, not when the page does', () => {
    const query = parse('page=4')
    expect(withChange(query, { status: 'paused' }).page).toBe(1)
    expect(withChange(query, { search: 'eth' }).page).toBe(1)
    expect(withChange(query, { page: 5 }).page).toBe(5)
  })

  it('tells a narrowed list from the whole one', () => {
    expect(isFiltered(parse(''), 'active')).toBe(false)
    expect(isFiltered(parse('sort=pnl&page=2'), 'active')).toBe(false)
    expect(isFiltered(parse('status=paused'), 'active')).toBe(true)
    expect(isFiltered(parse('q=btc', 'history'), 'history')).toBe(true)
    expect(isFiltered(parse('', 'history'), 'history')).toBe(false)
  })
})
