import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Component } from './EventDetail'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  resolves,
  settleAnnouncements,
  storyEvent,
  withFlows,
  withRoute,
} from '../account/stories/storyKit'

const event = storyEvent('current', 2)
const joined = { ...event, joined_count: 138, joined_at: '2026-03-10T09:30:00.000Z' }

const meta = {
  title: 'Screens/Community/EventDetail',
  component: Component,
  decorators: [
    withFlows({ loadEvent: resolves(event), joinEvent: resolves(joined) }),
    withRoute({ path: 'event/:id', url: `/event/${event.id}`, layout: 'default' }),
  ],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

/** The content, dates, places and rules, with Join. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { name: 'Referral sprint', level: 1 }),
    ).toBeVisible()
    await expect(await canvas.findByText('137 of 500')).toBeVisible()
    await expect(await canvas.findByRole('button', { name: 'Join' })).toBeEnabled()
  },
}

/** Joining shows the result and the Joined state. */
export const JoinWorks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Join' }))
    await expect(await canvas.findByText(/^You joined on /)).toBeVisible()
    await expect(await canvas.findByText('138 of 500')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Join' })).toBeNull()
    // RAC announces a press that stays pending past its delay only after it; let it come and go.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await settleAnnouncements()
  },
}

/** A refused join says why, translated, and may be tried again. */
export const JoinRefusedFull: Story = {
  decorators: [withFlows({ loadEvent: resolves(event), joinEvent: rejects('event_full') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Join' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You did not join: This event is full: every place has been taken.',
    )
    await settleAnnouncements()
  },
}

export const Joining: Story = {
  decorators: [withFlows({ loadEvent: resolves(event), joinEvent: pends() })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const join = await canvas.findByRole('button', { name: 'Join' })
    await userEvent.click(join)
    await expect(join).toHaveAttribute('aria-disabled', 'true')
  },
}

export const AlreadyJoined: Story = {
  decorators: [withFlows({ loadEvent: resolves(joined) })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^You joined on /)).toBeVisible()
  },
}

export const Ended: Story = {
  decorators: [withFlows({ loadEvent: resolves(storyEvent('past', 1)) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('This event has ended, so it can no longer be joined.'),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Join' })).toBeNull()
  },
}

export const Full: Story = {
  decorators: [withFlows({ loadEvent: resolves({ ...event, joined_count: 500 }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('button', { name: 'Join' })).toBeDisabled()
    await expect(await canvas.findByText('Every place has been taken.')).toBeVisible()
  },
}

export const NotFound: Story = {
  decorators: [withFlows({ loadEvent: rejects('record_not_found') })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This event does not exist')).toBeVisible()
  },
}

export const Loading: Story = {
  decorators: [withFlows({ loadEvent: pends() })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'All events' }),
    ).toBeVisible()
  },
}

export const Error: Story = {
  decorators: [withFlows({ loadEvent: rejects('internal') })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The event could not be loaded.'),
    ).toBeVisible()
  },
}

export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Referral sprint', level: 1 })
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
export const Thai: Story = {
  globals: { locale: 'th' },
  decorators: [
    withFlows({
      loadEvent: resolves({
        ...event,
        locale: 'th',
        title: 'สปรินต์ชวนเพื่อน',
        summary: 'ชวนเพื่อนมาเทรดในสัปดาห์นี้',
        body: 'ชวนเพื่อนอย่างน้อยหนึ่งคน',
        how_to_join: 'กดเข้าร่วมด้านล่าง',
      }),
    }),
  ],
}
export const Chinese: Story = { globals: { locale: 'zh' } }
