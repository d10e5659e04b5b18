import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Component } from './SignupVerify'
import { expectPending, pends, rejects, typePin, withFlows, withRoute } from './stories/storyKit'

const meta = {
  title: 'Screens/Account/SignupVerify',
  component: Component,
  // The signup's details step is done; fakes start the code step with a new code available.
  decorators: [
    withFlows({ signupAt: 'code' }),
    withRoute({ path: 'signup/verify', layout: 'auth' }),
  ],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const code = async (canvas: Canvas, digits = '482913') =>
  typePin(await canvas.findByRole('group', { name: 'Verification code' }), digits)
const submit = (canvas: Canvas) =>
  userEvent.click(canvas.getByRole('button', { name: 'Verify and create account' }))

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/trader@example\.com/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Send a new code' })).toBeEnabled()
  },
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await code(canvas)
    const cells = canvasElement.querySelectorAll('input')
    await expect(cells[5]).toHaveValue('3')
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('group', { name: 'Verification code' })
    await submit(canvas)
    await expect(await canvas.findByText('The verification code field is required')).toBeVisible()
    await code(canvas, '48')
    await submit(canvas)
    await expect(
      await canvas.findByText('The verification code must be exactly 6 characters long'),
    ).toBeVisible()
  },
}

export const Submitting: Story = {
  decorators: [withFlows({ signupAt: 'code', signup: { verifyOtp: pends() } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await code(canvas)
    await submit(canvas)
    await expectPending(canvas.getByRole('button', { name: /Verify and create account/ }))
  },
}

export const ServerError: Story = {
  decorators: [
    withFlows({
      signupAt: 'code',
      signup: { verifyOtp: rejects('otp_invalid') },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await code(canvas)
    await submit(canvas)
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('The verification code is incorrect.'),
    )
  },
}

/**
 * The right code: the machine registers, signs in and sends the user home. The form is submitted
 * without focusing the button, so no pending announcement outlives the screen.
 */
export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await code(canvas)
    ;(canvas.getByRole('form', { name: 'Verify your email' }) as HTMLFormElement).requestSubmit()
    await expect(await canvas.findByTestId('navigated')).toBeInTheDocument()
  },
}

export const CodeResent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Send a new code' }))
    await expect(await canvas.findByText('A new code is on its way.')).toBeVisible()
  },
}

/** Opened in a new tab: the signup step is gone, so the screen sends the user back. */
export const NoPendingSignup: Story = {
  decorators: [withFlows({ signupAt: null })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Start with your email')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Go to sign up' })).toBeVisible()
  },
}

export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
