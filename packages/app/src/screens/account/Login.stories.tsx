import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Component } from './Login'
import { expectPending, pends, rejects, withFlows, withRoute } from './stories/storyKit'

const meta = {
  title: 'Screens/Account/Login',
  component: Component,
  decorators: [withFlows(), withRoute({ path: 'login', layout: 'auth' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

const fill = async (canvas: ReturnType<typeof within>, email = 'trader@example.com', password = 'secret1') => {
  await userEvent.type(await canvas.findByLabelText('Email'), email)
  await userEvent.type(canvas.getByLabelText('Password'), password)
}
const submit = (canvas: ReturnType<typeof within>) => userEvent.click(canvas.getByRole('button', { name: 'Log in' }))

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('form', { name: 'Log in' })).toBeVisible()
    await expect(canvas.getByLabelText('Email')).toHaveValue('')
  },
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await expect(canvas.getByLabelText('Email')).toHaveValue('trader@example.com')
    await expect(canvas.getByLabelText('Password')).toHaveValue('secret1')
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText('Email'), 'bob')
    await submit(canvas)
    await expect(await canvas.findByText('The field must be a valid email')).toBeVisible()
    await expect(canvas.getByText('The password field is required')).toBeVisible()
  },
}

export const Submitting: Story = {
  decorators: [withFlows({ submit: { login: pends() } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await submit(canvas)
    await expectPending(canvas.getByRole('button', { name: /Log in/ }))
  },
}

export const ServerError: Story = {
  decorators: [withFlows({ submit: { login: rejects(400, 'Invalid credentials') } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await submit(canvas)
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Incorrect email or password.'))
  },
}

export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
