import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Component } from './ForgotPassword'
import {
  expectPending,
  pends,
  rejects,
  settleAnnouncements,
  withFlows,
  withRoute,
} from './stories/storyKit'

const meta = {
  title: 'Screens/Account/ForgotPassword',
  component: Component,
  decorators: [withFlows(), withRoute({ path: 'forgot-password', layout: 'auth' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const fill = async (canvas: Canvas, email = 'trader@example.com') =>
  userEvent.type(await canvas.findByLabelText('Email'), email)
const submit = (canvas: Canvas) =>
  userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }))

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('form', { name: 'Forgot password' })).toBeVisible()
  },
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await expect(canvas.getByLabelText('Email')).toHaveValue('trader@example.com')
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('form', { name: 'Forgot password' })
    await submit(canvas)
    await expect(await canvas.findByText('The email field is required')).toBeVisible()
    await fill(canvas, 'bob')
    await submit(canvas)
    await expect(await canvas.findByText('The field must be a valid email')).toBeVisible()
  },
}

export const Submitting: Story = {
  decorators: [withFlows({ submit: { forgotPassword: pends() } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await submit(canvas)
    await expectPending(canvas.getByRole('button', { name: /Send reset link/ }))
  },
}

export const ServerError: Story = {
  decorators: [withFlows({ submit: { forgotPassword: rejects('internal') } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await submit(canvas)
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Something went wrong. Please try again.',
      ),
    )
  },
}

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await submit(canvas)
    await expect(
      await canvas.findByText(/a link to set a new password is on its way/),
    ).toBeVisible()
    await settleAnnouncements()
  },
}

export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
