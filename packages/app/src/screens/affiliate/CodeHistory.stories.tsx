import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Component } from './CodeHistory'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  resolves,
  settleAnnouncements,
  storyInvitationCodes,
  withFlows,
  withRoute,
} from '../account/stories/storyKit'

const meta = {
  title: 'Screens/Affiliate/CodeHistory',
  component: Component,
  decorators: [withFlows(), withRoute({ path: 'affiliate/code-history', layout: 'default' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

/** The own code first, then the labelled ones, each with its signups. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Your own code')).toBeVisible()
    await expect(canvas.getByText('LINE group')).toBeVisible()
    await expect(canvas.getByText('K7M2QX9P')).toBeVisible()
    await expect(canvas.getByText(/2 of 10 codes made/)).toBeVisible()
  },
}

const notified = fn()
/** A new code: the label is checked, the result said, and the list reloaded. */
export const Create: Story = {
  decorators: [withFlows({ notify: notified })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('LINE group')
    await userEvent.click(canvas.getByRole('button', { name: 'Make code' }))
    await expect(await canvas.findByText('The label field is required')).toBeVisible()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Label' }), 'YouTube channel')
    await userEvent.click(canvas.getByRole('button', { name: 'Make code' }))
    await waitFor(() =>
      expect(notified).toHaveBeenCalledWith(expect.stringContaining('LINE group')),
    )
    await settleAnnouncements()
  },
}

/** The server refuses past the limit: the message is said under the form. */
export const LimitRefused: Story = {
  decorators: [withFlows({ submit: { invitationCode: rejects('invitation_code_limit') } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Label' }), 'Flyers')
    await userEvent.click(canvas.getByRole('button', { name: 'Make code' }))
    await expect(
      await canvas.findByText(/already have the most invitation codes allowed/),
    ).toBeVisible()
  },
}

/** Every code made: no form, a sentence instead. */
export const Full: Story = {
  decorators: [withFlows({ loadInvitationCodes: resolves(storyInvitationCodes(11)) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/You have made all 10 codes allowed/)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Make code' })).toBeNull()
  },
}

/** Only the own code so far. */
export const OwnOnly: Story = {
  decorators: [withFlows({ loadInvitationCodes: resolves(storyInvitationCodes(1)) })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/0 of 10 codes made/)).toBeVisible()
  },
}

export const Empty: Story = {
  decorators: [withFlows({ loadInvitationCodes: resolves({ items: [], limit: 10 }) })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No invitation code yet')).toBeVisible()
  },
}

export const Loading: Story = {
  decorators: [withFlows({ loadInvitationCodes: pends() })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('grid', { name: 'Your invitation codes' }),
    ).toBeVisible()
  },
}

export const Error: Story = {
  decorators: [withFlows({ loadInvitationCodes: rejects('internal') })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your invitation codes could not be loaded'),
    ).toBeVisible()
  },
}

/** A 390 px phone: each code is a stack of labelled lines. */
export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('LINE group')
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
export const Thai: Story = { globals: { locale: 'th' } }
