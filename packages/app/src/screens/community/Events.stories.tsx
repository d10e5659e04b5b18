import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import type { EventListResponse, LinguiLocale, SchedulePhase } from '@atb/contract'
import { Component } from './Events'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  resolves,
  storyEvents,
  withFlows,
  withRoute,
} from '../account/stories/storyKit'

/** The list as the server answers it for the tab asked. */
const byPhase = fromPromise<EventListResponse, { phase: SchedulePhase; locale: LinguiLocale }>(
  async ({ input }) => storyEvents(input.phase, input.phase === 'past' ? 2 : 3),
)

const meta = {
  title: 'Screens/Community/Events',
  component: Component,
  decorators: [withFlows({ loadEvents: byPhase }), withRoute({ path: 'event', layout: 'default' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

/** Current events as cards with dates, status badges, places and the user's joined mark. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Grid Week: run a grid bot')).toBeVisible()
    await expect(await canvas.findAllByText('Live')).toHaveLength(3)
    await expect(await canvas.findByText('Joined')).toBeVisible()
    await expect(await canvas.findByText('363 places left')).toBeVisible()
    await expect(await canvas.findByRole('tab', { name: 'Current' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  },
}

/** The upcoming tab asks the server again. */
export const Upcoming: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Grid Week: run a grid bot')
    await userEvent.click(canvas.getByRole('tab', { name: 'Upcoming' }))
    await expect(
      await canvas.findAllByText('Upcoming', { selector: 'span span' }),
    ).not.toHaveLength(0)
  },
}

export const Empty: Story = {
  decorators: [withFlows({ loadEvents: resolves({ phase: 'current', items: [] }) })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No event is running now. Look at the upcoming ones.'),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  decorators: [withFlows({ loadEvents: pends() })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('tab', { name: 'Past' })).toBeVisible()
  },
}

export const Error: Story = {
  decorators: [withFlows({ loadEvents: rejects('internal') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('The events could not be loaded.')).toBeVisible()
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Grid Week: run a grid bot')
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
