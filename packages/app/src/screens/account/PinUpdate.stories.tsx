import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Component } from './PinUpdate'
import { typePin, withFlows, withRoute } from './stories/storyKit'
import { formScreenStories, type Canvas } from './stories/formStories'

const meta = {
  title: 'Screens/Account/PinUpdate',
  component: Component,
  decorators: [withFlows(), withRoute({ path: 'profile/pincode/update', layout: 'blank' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

const fill = async (canvas: Canvas, next = '246802', confirm = next) => {
  await typePin(await canvas.findByRole('group', { name: 'Current PIN' }), '135790')
  await typePin(canvas.getByRole('group', { name: 'New PIN' }), next)
  await typePin(canvas.getByRole('group', { name: 'Confirm new PIN' }), confirm)
}

const common = formScreenStories({
  flow: 'pinUpdate',
  form: 'Change PIN',
  submit: /Change PIN/,
  fill: (canvas) => fill(canvas),
  serverError: 'pin_missing',
})
const { button } = common

export const Empty: Story = common.Empty

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    const cells = [
      ...canvas.getByRole('group', { name: 'Confirm new PIN' }).querySelectorAll('input'),
    ]
    await expect(cells.map((cell) => cell.value).join('')).toContain('246802')
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('form', { name: 'Change PIN' })
    await userEvent.click(button(canvas))
    await expect(await canvas.findByText('The old PIN field is required')).toBeVisible()
    await expect(canvas.getByText('The new PIN field is required')).toBeVisible()
    await expect(canvas.getByText('The confirm new PIN field is required')).toBeVisible()
  },
}

export const Submitting: Story = common.Submitting

export const ServerError: Story = common.ServerError

export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
