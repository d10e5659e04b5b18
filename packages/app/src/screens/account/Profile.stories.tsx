import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Component } from './Profile'
import { pends, rejects, resolves, storyUser, withFlows, withRoute } from './stories/storyKit'

const meta = {
  title: 'Screens/Account/Profile',
  component: Component,
  decorators: [withFlows(), withRoute({ path: 'profile', layout: 'default' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing cached yet and the profile call is still running. */
export const Loading: Story = {
  decorators: [withFlows({ user: null, loadProfile: pends() })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Loading your profile'),
    ).toBeInTheDocument()
  },
}

/** A new account: no nickname, signature, balance or PIN yet. */
export const Empty: Story = {
  decorators: [
    withFlows({
      loadProfile: resolves({
        ...storyUser,
        nickname: '',
        signature: '',
        assets: [],
        has_pin: false,
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No signature yet.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create PIN' })).toBeVisible()
  },
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Grid all day')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Change PIN' })).toBeVisible()
    await userEvent.click(canvas.getByRole('switch', { name: 'Hide balance' }))
    await expect(await canvas.findByText('******')).toBeVisible()
  },
}

export const Error: Story = {
  decorators: [withFlows({ user: null, loadProfile: rejects('internal') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Your profile could not be loaded')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
