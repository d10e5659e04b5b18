import { describe, expect, it } from 'vitest'
import { defaultQuery, parseMarketQuery, toMarketParams } from './query'

const parse = (search: string) => parseMarketQuery(new URLSearchParams(search))

describe('the /market address', () => {
  it('reads the market, search, sort and favourites filter', () => {
    expect(parse('market=gold&q=xau&sort=change-asc&fav=1')).toEqual({
      market: 'gold',
      q: 'xau',
      sort: 'change',
      order: 'asc',
      fav: true,
    })
    expect(parse('sort=pair')).toMatchObject({ sort: 'pair', order: 'desc' })
  })

  it('falls back to the defaults for anything unknown', () => {
    expect(parse('market=stocks&sort=name-up&fav=yes')).toEqual(defaultQuery)
    expect(parse('sort=price-sideways')).toMatchObject({ sort: 'price', order: 'desc' })
  })

  it('leaves the defaults out, and round-trips the rest', () => {
    expect(toMarketParams(defaultQuery).toString()).toBe('')
    const query = { market: 'forex', q: 'eur', sort: 'pair', order: 'asc', fav: true } as const
    const params = toMarketParams(query)
    expect(params.toString()).toBe('market=forex&q=eur&sort=pair-asc&fav=1')
    expect(parseMarketQuery(params)).toEqual(query)
    expect(toMarketParams({ ...defaultQuery, order: 'asc' }).get('sort')).toBe('volume-asc')
  })
})
