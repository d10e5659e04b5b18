import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Component } from './Activation'
import {
  pends,
  rejects,
  settleAnnouncements,
  resolves,
  withFlows,
  withRoute,
} from './stories/storyKit'
import { formScreenStories, type Canvas } from './stories/formStories'

const meta = {
  title: 'Screens/Account/Activation',
  component: Component,
  decorators: [withFlows(), withRoute({ path: 'profile/activation', layout: 'blank' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

const fill = async (canvas: Canvas, code = 'WXYZ6789') =>
  userEvent.type(await canvas.findByLabelText('Activation code'), code)

const common = formScreenStories({
  flow: 'activation',
  form: 'Redeem an activation code',
  submit: /Redeem code/,
  fill: (canvas) => fill(canvas),
  serverError: 'activation_used',
})
const { button } = common

export const Loading: Story = {
  decorators: [withFlows({ loadSubscription: pends() })],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Loading your subscription'),
    ).toBeInTheDocument()
  },
}

/** Never activated; the code field is empty. */
export const Empty: Story = {
  decorators: [withFlows({ loadSubscription: resolves({ active: false, expires_at: null }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText('You have not activated a subscription yet.'),
    ).toBeVisible()
    await expect(canvas.getByLabelText('Activation code')).toHaveValue('')
  },
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Active')).toBeVisible()
    await fill(canvas)
    await expect(canvas.getByLabelText('Activation code')).toHaveValue('WXYZ6789')
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByLabelText('Activation code')
    await userEvent.click(button(canvas))
    await expect(await canvas.findByText('The activation code field is required')).toBeVisible()
    await fill(canvas, 'ABC')
    await userEvent.click(button(canvas))
    await expect(
      await canvas.findByText('The activation code must be exactly 8 characters long'),
    ).toBeVisible()
  },
}

/** Opened from "Redeem now" on a bought code: the code is filled in. */
export const FromBoughtCode: Story = {
  parameters: { route: { url: '/profile/activation?code=N3RT7KQ2' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText('Activation code')).toHaveValue('N3RT7KQ2')
    await expect(canvas.getByRole('link', { name: 'Buy codes with your wallet' })).toHaveAttribute(
      'href',
      '/profile/activation/buy',
    )
  },
}

export const Submitting: Story = common.Submitting

export const ServerError: Story = common.ServerError

export const Redeemed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await userEvent.click(button(canvas))
    await expect(await canvas.findByText('Code redeemed: 30 days added.')).toBeVisible()
    await settleAnnouncements()
  },
}

/** The status could not be loaded; the code can still be redeemed. */
export const Error: Story = {
  decorators: [withFlows({ loadSubscription: rejects('internal') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Your subscription could not be loaded')).toBeVisible()
    await expect(canvas.getByLabelText('Activation code')).toBeVisible()
  },
}

export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
