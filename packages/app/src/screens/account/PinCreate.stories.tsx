import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Component } from './PinCreate'
import { typePin, withFlows, withRoute } from './stories/storyKit'
import { formScreenStories, type Canvas } from './stories/formStories'

const meta = {
  title: 'Screens/Account/PinCreate',
  component: Component,
  decorators: [withFlows(), withRoute({ path: 'profile/pincode/create', layout: 'blank' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

const fill = async (canvas: Canvas, pin = '135790', confirm = pin) => {
  await typePin(await canvas.findByRole('group', { name: 'New PIN' }), pin)
  await typePin(canvas.getByRole('group', { name: 'Confirm PIN' }), confirm)
}

const common = formScreenStories({
  flow: 'pinCreate',
  form: 'Create PIN',
  submit: /Create PIN/,
  fill: (canvas) => fill(canvas),
  serverError: 'pin_exists',
})
const { button } = common

export const Empty: Story = common.Empty

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    const cells = [...canvas.getByRole('group', { name: 'Confirm PIN' }).querySelectorAll('input')]
    await expect(cells.map((cell) => cell.value).join('')).toContain('135790')
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('form', { name: 'Create PIN' })
    await userEvent.click(button(canvas))
    await expect(await canvas.findByText('The PIN field is required')).toBeVisible()
    await expect(canvas.getByText('The confirm PIN field is required')).toBeVisible()
  },
}

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas, '135790', '135791')
    await userEvent.click(button(canvas))
    await expect(await canvas.findByText('The confirm PIN does not match')).toBeVisible()
  },
}

export const Submitting: Story = common.Submitting

export const ServerError: Story = common.ServerError

export const Created: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await userEvent.click(button(canvas))
    await expect(await canvas.findByText('PIN created.')).toBeVisible()
  },
}

export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
