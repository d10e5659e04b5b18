import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Component } from './ChangePassword'
import { withFlows, withRoute } from './stories/storyKit'
import { formScreenStories, type Canvas } from './stories/formStories'

const meta = {
  title: 'Screens/Account/ChangePassword',
  component: Component,
  decorators: [withFlows(), withRoute({ path: 'profile/change-password', layout: 'blank' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

const fill = async (canvas: Canvas, next = 'secret2', confirm = next) => {
  await userEvent.type(await canvas.findByLabelText('Current password'), 'secret1')
  await userEvent.type(canvas.getByLabelText('New password'), next)
  await userEvent.type(canvas.getByLabelText('Confirm new password'), confirm)
}

const common = formScreenStories({
  flow: 'changePassword',
  form: 'Change password',
  submit: /Change password/,
  fill: (canvas) => fill(canvas),
  serverError: 'invalid_credentials',
})
const { button } = common

export const Empty: Story = common.Empty

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
    await expect(
      canvas.getByText('The new password must be at least 6 characters long'),
    ).toBeVisible()
    await expect(canvas.getByText('The confirm new password does not match')).toBeVisible()
  },
}

export const Submitting: Story = common.Submitting

export const ServerError: Story = common.ServerError

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
