import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Component } from './Tournament'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  resolves,
  settleAnnouncements,
  storyBoard,
  storyTournament,
  storyTournaments,
  withFlows,
  withRoute,
} from '../account/stories/storyKit'

const running = storyTournament('current')
const joined = { ...running, participants: 49, joined_at: '2026-03-10T09:30:00.000Z' }
const ranked = storyBoard(running, 4)
const sharedSecond = {
  ...ranked,
  items: ranked.items.map((row, i) =>
    i === 2
      ? { ...ranked.items[1]!, nickname: row.nickname, rank: 2, prize: '175' }
      : i === 1
        ? { ...row, prize: '175' }
        : i === 3
          ? { ...row, rank: 4, prize: null }
          : row,
  ),
}
const past = storyTournament('past', {
  id: '10000000-0000-4000-8000-000000000009',
  name: 'February Futures Cup',
})

const meta = {
  title: 'Screens/Community/Tournament',
  component: Component,
  decorators: [
    withFlows({
      loadTournaments: resolves(storyTournaments(running)),
      loadTournamentBoard: resolves(storyBoard(running, 8)),
      joinTournament: resolves(joined),
    }),
    withRoute({ path: 'tournament', layout: 'default' }),
  ],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

/** The running tournament: rules, countdown, prizes, Join and the live leaderboard. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Paper Grid Cup' })).toBeVisible()
    await expect(await canvas.findByText('Ends in 4 d 01:02:03')).toBeVisible()
    await expect(await canvas.findByText('Somchai 1')).toBeVisible()
    await expect(await canvas.findByRole('button', { name: 'Join the tournament' })).toBeVisible()
    await expect(canvasElement.textContent).not.toContain('@')
  },
}

/** Joining asks first, then shows Joined and the user's place. */
export const JoinWorks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Join the tournament' }))
    const dialog = within(await within(document.body).findByRole('alertdialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Join' }))
    await expect(await canvas.findByText('Joined')).toBeVisible()
    // The pictures show the page after the dialog has gone, not during its exit on a busy runner.
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull())
    await settleAnnouncements()
  },
}

/** The user on the board: their own place above it, their row marked. */
export const Joined: Story = {
  decorators: [
    withFlows({
      loadTournaments: resolves(storyTournaments(joined)),
      loadTournamentBoard: resolves(storyBoard(joined, 8, 4)),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Place 4: +8.83%')).toBeVisible()
    await expect(await canvas.findByText('You')).toBeVisible()
  },
}

/** Joined with no trade yet: no place, said so, and listed apart from the ranked (decision 079). */
export const NotRankedYet: Story = {
  decorators: [
    withFlows({
      loadTournaments: resolves(storyTournaments(joined)),
      loadTournamentBoard: resolves(storyBoard(joined, 3, 0, 9)),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(
        'Not ranked yet: no trade in the window. Your first trade ranks you.',
      ),
    ).toBeVisible()
    const apart = canvas.getByRole('region', { name: 'Not ranked yet: no trade in the window' })
    await expect(within(apart).getByText('Trader')).toBeVisible()
    await expect(within(apart).getByText('and 3 more')).toBeVisible()
    // The user is no row of the board.
    const grid = canvas.getByRole('grid', { name: 'Leaderboard' })
    await expect(within(grid).queryByText('You')).toBeNull()
    await expect(canvas.getByText(/joining alone wins nothing/)).toBeVisible()
  },
}

/** People joined, nobody has traded: the board says how one gets ranked. */
export const NobodyRankedYet: Story = {
  decorators: [
    withFlows({
      loadTournaments: resolves(storyTournaments(running)),
      loadTournamentBoard: resolves(storyBoard(running, 0, null, 3)),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Nobody is ranked yet')).toBeVisible()
    await expect(canvas.getByText('Mali')).toBeVisible()
  },
}

/** Equal in ROI, PnL and volume: both second, the second and third prizes split between them. */
export const SharedPlace: Story = {
  decorators: [
    withFlows({
      loadTournaments: resolves(storyTournaments(running)),
      loadTournamentBoard: resolves(sharedSecond),
    }),
  ],
  play: async ({ canvasElement }) => {
    const grid = within(await within(canvasElement).findByRole('grid', { name: 'Leaderboard' }))
    await expect(await grid.findAllByText('175.00 USDT')).toHaveLength(2)
  },
}

export const NotRankedYetThai: Story = {
  ...NotRankedYet,
  play: undefined,
  globals: { locale: 'th' },
}

export const JoinRefused: Story = {
  decorators: [
    withFlows({
      loadTournaments: resolves(storyTournaments(running)),
      loadTournamentBoard: resolves(storyBoard(running, 8)),
      joinTournament: rejects('tournament_ended'),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Join the tournament' }))
    const dialog = within(await within(document.body).findByRole('alertdialog'))
    await userEvent.click(dialog.getByRole('button', { name: 'Join' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This tournament has ended, so it can no longer be joined.',
    )
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull())
    await settleAnnouncements()
  },
}

/** Before the start: a countdown to it and an empty board. */
export const Upcoming: Story = {
  decorators: [
    withFlows({
      loadTournaments: resolves(storyTournaments(storyTournament('upcoming'))),
      loadTournamentBoard: resolves(storyBoard(storyTournament('upcoming'), 0)),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Starts in 1 d 02:02:05')).toBeVisible()
    await expect(await canvas.findByText('No participants yet')).toBeVisible()
  },
}

/** No tournament running or announced; past results stay, and open in full. */
export const NoneRunning: Story = {
  decorators: [
    withFlows({
      loadTournaments: resolves(storyTournaments(null)),
      loadTournamentBoard: resolves(storyBoard(past, 8, 2)),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No tournament right now')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Show all results' }))
    await expect(await canvas.findByText('Results: February Futures Cup')).toBeVisible()
  },
}

export const Loading: Story = {
  decorators: [withFlows({ loadTournaments: pends() })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Tournament' }),
    ).toBeVisible()
  },
}

export const Error: Story = {
  decorators: [withFlows({ loadTournaments: rejects('internal') })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The tournaments could not be loaded.'),
    ).toBeVisible()
  },
}

export const BoardError: Story = {
  decorators: [
    withFlows({
      loadTournaments: resolves(storyTournaments(running)),
      loadTournamentBoard: rejects('internal'),
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The leaderboard could not be loaded.'),
    ).toBeVisible()
  },
}

export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Somchai 1')
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
