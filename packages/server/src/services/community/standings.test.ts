import { describe, expect, it } from 'vitest'
import { D } from '@atb/engine'
import { rankStandings, type TournamentRow } from './standings'

const cup = {
  prizes: [
    { rank: 1, amount: '100' },
    { rank: 2, amount: '50' },
    { rank: 3, amount: '20' },
  ],
} as TournamentRow

const row = (nickname: string, roi: string, pnl: string, volume: string, joined = 0) => ({
  userId: `u-${nickname}`,
  nickname,
  joinedAt: new Date(joined),
  pnl: new D(pnl),
  base: new D(300),
  roi: new D(roi),
  bots: 1,
  volume: new D(volume),
})

const places = (rows: ReturnType<typeof rankStandings>) =>
  rows.map((s) => [s.nickname, s.rank, s.prize?.toFixed() ?? null])

/** Places and prizes (decision 079): ROI, then PnL, then volume; equals share; join time never counts. */
describe('rankStandings', () => {
  it('breaks ROI ties by PnL, then by volume, never by who joined first', () => {
    const ranked = rankStandings(cup, [
      row('early', '0.01', '3', '100', 0),
      row('volume', '0.01', '3', '900', 5),
      row('pnl', '0.01', '4', '1', 9),
      row('roi', '0.02', '1', '1', 9),
    ])
    expect(places(ranked)).toEqual([
      ['roi', 1, '100'],
      ['pnl', 2, '50'],
      ['volume', 3, '20'],
      ['early', 4, null],
    ])
  })

  it('lets equals share a place and split its prizes, cut down to 6 decimals', () => {
    const ranked = rankStandings(cup, [
      row('c', '0.01', '3', '100', 2),
      row('a', '0.01', '3', '100', 0),
      row('b', '0.01', '3', '100', 1),
      row('d', '-0.5', '-150', '40'),
    ])
    // 100 + 50 + 20 over three: 56.666666 each; the 0.000002 left stays in the prize account.
    expect(places(ranked)).toEqual([
      ['a', 1, '56.666666'],
      ['b', 1, '56.666666'],
      ['c', 1, '56.666666'],
      ['d', 4, null],
    ])
  })

  it('gives a shared place below the prizes nothing, and a pair on second the second and third prizes', () => {
    const ranked = rankStandings(cup, [
      row('top', '0.3', '90', '10'),
      row('x', '0.1', '30', '10'),
      row('y', '0.1', '30', '10'),
      row('z', '0', '0', '5'),
      row('w', '0', '0', '5'),
    ])
    expect(places(ranked)).toEqual([
      ['top', 1, '100'],
      ['x', 2, '35'],
      ['y', 2, '35'],
      ['w', 4, null],
      ['z', 4, null],
    ])
  })
})
