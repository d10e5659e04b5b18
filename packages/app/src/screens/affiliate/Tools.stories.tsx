import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Component } from './Tools'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  resolves,
  withFlows,
  withRoute,
} from '../account/stories/storyKit'

const meta = {
  title: 'Screens/Affiliate/Tools',
  component: Component,
  decorators: [withFlows(), withRoute({ path: 'affiliate/tools', layout: 'default' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

const LINK = 'https://bot.example/signup?aff=K7M2QX9P'
const THAI_LINK = 'https://bot.example/th/signup?aff=K7M2QX9P'

/** The page's language tab first: the link and five ready texts with it. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(LINK)).toBeVisible()
    await expect(await canvas.findByRole('tab', { name: 'English' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    for (const name of ['Short text', 'Long text', 'For LINE', 'For X', 'For Facebook'])
      await expect(await canvas.findByRole('heading', { name })).toBeVisible()
    await expect(
      canvas.getByText(`Trade with grid and DCA bots that run 24/7. Join me: ${LINK}`),
    ).toBeVisible()
    const line = await canvas.findByRole('link', { name: /Share on LINE/ })
    await expect(line.getAttribute('href')).toContain(
      `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(LINK)}&text=`,
    )
    await expect(line).toHaveAttribute('target', '_blank')
  },
}

/** Another language's tab: its own link and texts, the page stays in English. */
export const ThaiTexts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText(LINK)
    await userEvent.click(await canvas.findByRole('tab', { name: 'ไทย' }))
    await expect(await canvas.findByText(THAI_LINK)).toBeVisible()
    await expect(canvas.getByText(/สมัครผ่านลิงก์ของฉัน/)).toHaveAttribute('lang', 'th')
    await expect(await canvas.findByRole('heading', { name: 'Short text' })).toBeVisible()
  },
}

const copied = fn(async () => undefined)
const notified = fn()
/**
 * Each copy button copies its own text, reads "Copied" and says so in a toast. No picture: "Copied"
 * lasts two seconds, so the light and dark pictures caught it or not depending on the runner's pace.
 */
export const Copy: Story = {
  parameters: { visual: { disable: true } },
  decorators: [withFlows({ copy: copied, notify: notified })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy link' }))
    await expect(copied).toHaveBeenCalledWith(LINK)
    await expect(notified).toHaveBeenCalledWith('Invite link copied.')
    await expect(canvas.getAllByRole('button', { name: 'Copied' })).toHaveLength(1)
    const x = await canvas.findByRole('button', { name: 'Copy text: For X' })
    x.focus()
    await userEvent.keyboard('{Enter}')
    await expect(copied).toHaveBeenLastCalledWith(expect.stringContaining(`👉 ${LINK} #crypto`))
    await expect(notified).toHaveBeenLastCalledWith('Text copied.')
  },
}

const refused = fn(async () => {
  throw new globalThis.Error('denied')
})
/** A refused clipboard says so. */
export const CopyFails: Story = {
  decorators: [withFlows({ copy: refused, notify: notified })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy link' }))
    await expect(notified).toHaveBeenLastCalledWith(
      'Copy failed. Select the text and copy it yourself.',
    )
    await expect(canvas.queryByRole('button', { name: 'Copied' })).toBeNull()
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
      await within(canvasElement).findByLabelText('Loading your invite link'),
    ).toBeInTheDocument()
  },
}

export const Error: Story = {
  decorators: [withFlows({ loadInvitationCodes: rejects('internal') })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your invite link could not be loaded'),
    ).toBeVisible()
  },
}

export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(LINK)
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
export const Thai: Story = { globals: { locale: 'th' } }
