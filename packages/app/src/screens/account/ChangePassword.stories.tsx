import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Component } from './ChangePassword'
import { expectPending, pends, rejects, withFlows, withRoute } from './stories/storyKit'

const meta = {
  title: 'Screens/Account/ChangePassword',
  component: Component,
  decorators: [withFlows(), withRoute({ path: 'profile/change-password', layout: 'blank' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const fill = async (canvas: Canvas, next = 'secret2', confirm = next) => {
  await userEvent.type(await canvas.findByLabelText('Current password'), 'secret1')
  await userEvent.type(canvas.getByLabelText('New password'), next)
  await userEvent.type(canvas.getByLabelText('Confirm new password'), confirm)
}
const button = (canvas: Canvas) => canvas.getByRole('button', { name: /Change password/ })

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('form', { name: 'Change password' })).toBeVisible()
  },
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await expect(canvas.getByLabelText('Confirm new password')).toHaveValue('secret2')
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('form', { name: 'Change password' })
    await userEvent.type(canvas.getByLabelText('New password'), 'short')
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'other')
    await userEvent.click(button(canvas))
    await expect(await canvas.findByText('The old password field is required')).toBeVisible()
    await expect(canvas.getByText('The new password must be at least 6 characters long')).toBeVisible()
    await expect(canvas.getByText('The confirm new password does not match')).toBeVisible()
  },
}

export const Submitting: Story = {
  decorators: [withFlows({ submit: { changePassword: pends() } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await userEvent.click(button(canvas))
    await expectPending(button(canvas))
  },
}

export const ServerError: Story = {
  decorators: [withFlows({ submit: { changePassword: rejects(400, 'Invalid credentials') } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await userEvent.click(button(canvas))
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Incorrect email or password.'))
  },
}

export const Changed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await userEvent.click(button(canvas))
    await expect(await canvas.findByText('Password changed.')).toBeVisible()
  },
}

export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
