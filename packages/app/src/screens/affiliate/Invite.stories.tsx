import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Component } from './Invite'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  resolves,
  storyInvitationCodes,
  withFlows,
  withRoute,
} from '../account/stories/storyKit'

const meta = {
  title: 'Screens/Affiliate/Invite',
  component: Component,
  decorators: [withFlows(), withRoute({ path: 'affiliate/invite', layout: 'default' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

const LINK = 'https://bot.example/signup?aff=K7M2QX9P'

/** The own code's link, its QR code, copy buttons and LINE in a new tab. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(LINK)).toBeVisible()
    await expect(
      await canvas.findByRole('img', { name: 'QR code of your invite link' }),
    ).toBeVisible()
    const line = canvas.getByRole('link', { name: /Share on LINE/ })
    await expect(line).toHaveAttribute(
      'href',
      `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(LINK)}`,
    )
    await expect(line).toHaveAttribute('target', '_blank')
    await expect(line.getAttribute('rel')).toContain('noopener')
  },
}

const copied = fn(async () => undefined)
const notified = fn()
/** Copy says whether it worked. */
export const Copy: Story = {
  decorators: [withFlows({ copy: copied, notify: notified })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy link' }))
    await expect(copied).toHaveBeenCalledWith(LINK)
    await expect(notified).toHaveBeenCalledWith('Invite link copied.')
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }))
    await expect(copied).toHaveBeenCalledWith('K7M2QX9P')
  },
}

/** Choosing a labelled code changes the link and the QR code. */
export const OtherCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: /Code to share/ }))
    await userEvent.click(await within(document.body).findByRole('option', { name: /LINE group/ }))
    const code = storyInvitationCodes(3).items[1]!.code
    await expect(await canvas.findByText(`https://bot.example/signup?aff=${code}`)).toBeVisible()
  },
}

/** Only the own code: no choice to make. */
export const OneCode: Story = {
  decorators: [withFlows({ loadInvitationCodes: resolves(storyInvitationCodes(1)) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText(LINK)
    await expect(canvas.queryByRole('button', { name: /Code to share/ })).toBeNull()
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
      await within(canvasElement).findByLabelText('Loading your invitation codes'),
    ).toBeVisible()
  },
}

export const Error: Story = {
  decorators: [withFlows({ loadInvitationCodes: rejects('internal') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Your invitation codes could not be loaded')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** A 390 px phone: the long link wraps, nothing scrolls sideways. */
export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText(LINK)
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
export const Thai: Story = { globals: { locale: 'th' } }
