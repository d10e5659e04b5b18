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
