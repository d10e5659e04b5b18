import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Component } from './RecoveryPassword'
import {
  expectPending,
  pends,
  rejects,
  settleAnnouncements,
  withFlows,
  withRoute,
} from './stories/storyKit'

const meta = {
  title: 'Screens/Account/RecoveryPassword',
  component: Component,
  decorators: [
    withFlows(),
    withRoute({
      path: 'recovery-password/:token',
      url: '/recovery-password/reset-token-1',
      layout: 'auth',
    }),
  ],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const fill = async (canvas: Canvas, password = 'secret1', confirm = password) => {
  await userEvent.type(await canvas.findByLabelText('New password'), password)
  await userEvent.type(canvas.getByLabelText('Confirm new password'), confirm)
}
const submit = (canvas: Canvas) =>
  userEvent.click(canvas.getByRole('button', { name: 'Save new password' }))

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('form', { name: 'Set a new password' })).toBeVisible()
  },
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await expect(canvas.getByLabelText('New password')).toHaveValue('secret1')
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('form', { name: 'Set a new password' })
    await submit(canvas)
    await expect(await canvas.findByText('The password field is required')).toBeVisible()
    await expect(canvas.getByText('The confirm password field is required')).toBeVisible()
  },
}

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas, 'secret1', 'secret2')
    await submit(canvas)
    await expect(await canvas.findByText('The confirm password does not match')).toBeVisible()
  },
}

export const Submitting: Story = {
  decorators: [withFlows({ submit: { resetPassword: pends() } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await submit(canvas)
    await expectPending(canvas.getByRole('button', { name: /Save new password/ }))
  },
}

export const ServerError: Story = {
  decorators: [withFlows({ submit: { resetPassword: rejects('reset_token_invalid') } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await submit(canvas)
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'This reset link is invalid or has expired. Ask for a new one.',
      ),
    )
  },
}

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await submit(canvas)
    await expect(
      await canvas.findByText('Your password was changed. Log in with the new one.'),
    ).toBeVisible()
    await settleAnnouncements()
  },
}

export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
