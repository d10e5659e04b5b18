import type {
  EventListResponse,
  EventView,
  SchedulePhase,
  TournamentBoardResponse,
  TournamentListResponse,
  TournamentStanding,
  TournamentView,
} from '@atb/contract'

/** Events and tournaments in stories (issue 16): a fixed clock, so countdowns hold still. */
export const STORY_NOW = Date.parse('2026-03-10T09:30:00Z')
const HOUR = 3_600_000
const at = (offset: number) => new Date(STORY_NOW + offset).toISOString()

export function storyEvent(phase: SchedulePhase, i = 1, over: Partial<EventView> = {}): EventView {
  const start =
    phase === 'upcoming' ? 30 * HOUR * i : phase === 'current' ? -48 * HOUR : -400 * HOUR
  return {
    id: `00000000-0000-4000-8000-00000000000${i}`,
    title: [
      'Grid Week: run a grid bot',
      'Referral sprint',
      'Gold DCA challenge',
      'New exchange: OKX',
    ][(i - 1) % 4]!,
    summary: 'Start a grid bot on any pair this week and share tips with other traders.',
    body: 'Run at least one grid bot during the week.\nEvery trader who joins gets a trading guide by mail.\nBots on Paper count too.',
    how_to_join: 'Press Join below, then start a grid bot before the end date.',
    locale: 'en',
    starts_at: at(start),
    ends_at: at(start + 7 * 24 * HOUR),
    phase,
    capacity: i % 2 === 0 ? 500 : null,
    joined_count: i % 2 === 0 ? 137 : 1204,
    joined_at: null,
    ...over,
  }
}

export const storyEvents = (phase: SchedulePhase, n = 3): EventListResponse => ({
  phase,
  items: Array.from({ length: n }, (_, i) =>
    storyEvent(phase, i + 1, i === 0 && phase === 'current' ? { joined_at: at(-HOUR) } : {}),
  ),
})

export function storyTournament(
  phase: SchedulePhase,
  over: Partial<TournamentView> = {},
): TournamentView {
  const start =
    phase === 'upcoming' ? 26 * HOUR + 125_000 : phase === 'current' ? -72 * HOUR : -800 * HOUR
  return {
    id: '10000000-0000-4000-8000-000000000001',
    name: 'Paper Grid Cup',
    rules:
      'Start Paper bots after joining; each one counts from its start to the end.\nROI = total profit ÷ the larger of 10,000 USDT and what your bots were given.',
    locale: 'en',
    starts_at: at(start),
    ends_at: at(start + 7 * 24 * HOUR + 3_723_000),
    phase,
    capital: '10000',
    prizes: [
      { rank: 1, amount: '500' },
      { rank: 2, amount: '250' },
      { rank: 3, amount: '100' },
    ],
    participants: 48,
    joined_at: null,
    frozen: phase === 'past',
    awarded: phase === 'past',
    ...over,
  }
}

const names = ['Somchai', 'Lin Wei', 'Minji', 'Trader', 'Anh Tuan', 'Nok', 'Kenji', 'Ploy']

export function storyStandings(n: number, mine: number | null): TournamentStanding[] {
  return Array.from({ length: n }, (_, i) => {
    const roi = 0.1834 - i * 0.0317
    const base = i === 2 ? 12_500 : 10_000
    return {
      rank: i + 1,
      nickname: i + 1 === mine ? 'Trader' : `${names[i % names.length]} ${i + 1}`,
      roi,
      pnl: (roi * base).toFixed(2),
      base: String(base),
      bots: (i % 3) + 1,
      volume: String(24_000 - i * 2_150),
      prize: ['500', '250', '100'][i] ?? null,
      me: i + 1 === mine,
    }
  })
}

const idle = ['Mali', 'Chen Jie', 'Sora', 'Bao', 'Fah', 'Dara']

/** A board of `n` ranked rows and `unranked` participants with no trade yet (the user among them when `mine` is 0). */
export function storyBoard(
  tournament: TournamentView,
  n = 8,
  mine: number | null = null,
  unranked = 0,
): TournamentBoardResponse {
  const items = storyStandings(n, mine)
  const shown = Math.min(unranked, idle.length)
  return {
    tournament,
    items,
    me: mine === null || mine === 0 ? null : (items[mine - 1] ?? null),
    unranked: Array.from({ length: shown }, (_, i) => ({
      nickname: mine === 0 && i === 0 ? 'Trader' : idle[i]!,
      me: mine === 0 && i === 0,
    })),
    unranked_total: unranked,
    as_of: at(-60_000),
  }
}

export function storyTournaments(featured: TournamentView | null): TournamentListResponse {
  const past = storyTournament('past', {
    id: '10000000-0000-4000-8000-000000000009',
    name: 'February Futures Cup',
  })
  return {
    featured,
    upcoming: featured
      ? [
          storyTournament('upcoming', {
            id: '10000000-0000-4000-8000-000000000002',
            name: 'Gold Week',
            starts_at: at(20 * 24 * HOUR),
            ends_at: at(27 * 24 * HOUR),
          }),
        ]
      : [],
    past: [{ ...past, winners: storyStandings(3, null) }],
  }
}
