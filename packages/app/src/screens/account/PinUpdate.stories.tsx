import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Component } from './PinUpdate'
import { expectPending, pends, rejects, typePin, withFlows, withRoute } from './stories/storyKit'

const meta = {
  title: 'Screens/Account/PinUpdate',
  component: Component,
  decorators: [withFlows(), withRoute({ path: 'profile/pincode/update', layout: 'blank' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const fill = async (canvas: Canvas, next = '246802', confirm = next) => {
  await typePin(await canvas.findByRole('group', { name: 'Current PIN' }), '135790')
  await typePin(canvas.getByRole('group', { name: 'New PIN' }), next)
  await typePin(canvas.getByRole('group', { name: 'Confirm new PIN' }), confirm)
}
const button = (canvas: Canvas) => canvas.getByRole('button', { name: /Change PIN/ })

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('form', { name: 'Change PIN' })).toBeVisible()
  },
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    const cells = [...canvas.getByRole('group', { name: 'Confirm new PIN' }).querySelectorAll('input')]
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

export const Submitting: Story = {
  decorators: [withFlows({ submit: { pinUpdate: pends() } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await userEvent.click(button(canvas))
    await expectPending(button(canvas))
  },
}

export const ServerError: Story = {
  decorators: [withFlows({ submit: { pinUpdate: rejects(400, 'The current PIN is wrong') } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await userEvent.click(button(canvas))
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('The current PIN is wrong'))
  },
}

export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
