import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Component } from './Signup'
import {
  expectPending,
  pends,
  rejects,
  resolves,
  settleAnnouncements,
  withFlows,
  withRoute,
} from './stories/storyKit'

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
const submit = (canvas: Canvas) =>
  userEvent.click(canvas.getByRole('button', { name: 'Send verification code' }))

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
  decorators: [withFlows({ signup: { sendOtp: pends() } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await submit(canvas)
    await expectPending(canvas.getByRole('button', { name: /Send verification code/ }))
  },
}

export const ServerError: Story = {
  decorators: [withFlows({ signup: { sendOtp: rejects('rate_limited') } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await submit(canvas)
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Too many attempts. Please wait a moment and try again.',
      ),
    )
    // The details stay as typed, ready to send again.
    await expect(canvas.getByLabelText('Email')).toHaveValue('new.trader@example.com')
  },
}

/** The address has an account: the machine stops before mailing a code and offers login. */
export const EmailTaken: Story = {
  decorators: [withFlows({ signup: { checkEmailExists: resolves({ exists: true }) } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await submit(canvas)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('This email is already registered.')
    await expect(within(alert).getByRole('link', { name: 'Log in instead' })).toBeVisible()
  },
}

/** A stale referral link: the unknown code is caught beside its field before any mail is sent. */
export const UnknownInvitation: Story = {
  decorators: [withFlows({ signup: { checkInvitation: resolves({ exists: false }) } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await submit(canvas)
    await expect(await canvas.findByText('This invitation code does not exist.')).toBeVisible()
    await expect(canvas.getByLabelText('Invitation code (optional)')).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  },
}

/** The code was mailed: the flow moves on to /signup/verify. */
export const CodeSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await submit(canvas)
    await expect(await canvas.findByTestId('navigated')).toBeInTheDocument()
    await settleAnnouncements()
  },
}

export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
