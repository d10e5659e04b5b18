import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Component } from './Signup'
import { expectPending, pends, rejects, withFlows, withRoute } from './stories/storyKit'

const meta = {
  title: 'Screens/Account/Signup',
  component: Component,
  decorators: [withFlows(), withRoute({ path: 'signup', layout: 'auth' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const fill = async (canvas: Canvas) => {
  await userEvent.type(await canvas.findByLabelText('Email'), 'new.trader@example.com')
  await userEvent.type(canvas.getByLabelText('Password'), 'secret1')
  await userEvent.type(canvas.getByLabelText('Confirm password'), 'secret1')
  await userEvent.type(canvas.getByLabelText('Invitation code (optional)'), 'ABCD2345')
  await userEvent.click(canvas.getByRole('checkbox'))
}
const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Send verification code' }))

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('form', { name: 'Sign up' })).toBeVisible()
    await expect(canvas.getByRole('checkbox')).not.toBeChecked()
  },
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await expect(canvas.getByLabelText('Email')).toHaveValue('new.trader@example.com')
    await expect(canvas.getByRole('checkbox')).toBeChecked()
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('form', { name: 'Sign up' })
    await submit(canvas)
    await expect(await canvas.findByText('The email field is required')).toBeVisible()
    await expect(canvas.getByText('The password field is required')).toBeVisible()
    await expect(canvas.getByText('The confirm password field is required')).toBeVisible()
    await expect(canvas.getByText('The policy must be checked')).toBeVisible()
  },
}

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText('Email'), 'not-an-email')
    await userEvent.type(canvas.getByLabelText('Password'), 'abc')
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'abd')
    await submit(canvas)
    await expect(await canvas.findByText('The field must be a valid email')).toBeVisible()
    await expect(canvas.getByText('The password must be at least 6 characters long')).toBeVisible()
    await expect(canvas.getByText('The confirm password does not match')).toBeVisible()
  },
}

export const Submitting: Story = {
  decorators: [withFlows({ submit: { signup: pends() } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await submit(canvas)
    await expectPending(canvas.getByRole('button', { name: /Send verification code/ }))
  },
}

export const ServerError: Story = {
  decorators: [withFlows({ submit: { signup: rejects(429, 'Too many codes sent. Try again in a minute.') } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await submit(canvas)
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Too many codes sent. Try again in a minute.'))
  },
}

export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
