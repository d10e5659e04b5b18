import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { sampleUser } from '../lib/fixtures'
import type { LoginResponse } from '@atb/contract'
import { loginFormMachine, loginMachine, twoFactorLoginFormMachine } from './login.machine'

const withAnswer = (answer: LoginResponse) => ({
  actors: {
    form: loginFormMachine.provide({
      actors: { submit: fromPromise(async () => answer) },
    }),
    codeForm: twoFactorLoginFormMachine.provide({
      actors: { submit: fromPromise(async () => ({ token: 'demo-token' })) },
    }),
    loadProfile: fromPromise(async () => sampleUser),
  },
})
const implementations = withAnswer({ token: 'demo-token' })

const meta = {
  title: 'Machines/Login',
  component: MachineStepper,
  args: {
    machine: loginMachine,
    title: 'Login',
    implementations,
    input: { redirectTo: '/profile/edit?tab=x' },
    events: {
      'form.change': [
        { field: 'username', value: 'trader@example.com' },
        { field: 'password', value: 'secret1' },
        { field: 'totp_code', value: '123456' },
      ],
      'form.blur': { field: 'username' },
    },
  },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

/** Fill both fields and submit: the token is stored, the profile loads, and it redirects. */
export const SignsIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const state = await canvas.findByRole('status')
    await userEvent.click(await canvas.findByRole('button', { name: /^form\.change .*username/ }))
    await userEvent.click(canvas.getByRole('button', { name: /^form\.change .*password/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'form.submit' }))
    await waitFor(() => expect(state).toHaveTextContent('loggedIn (done)'))
    await expect(canvas.getByText(/login\.redirect/)).toBeInTheDocument()
  },
}

/** An account with two-factor sign-in: the password step answers a challenge, the code signs in. */
export const AsksForTheCode: Story = {
  args: {
    implementations: withAnswer({
      two_factor_required: true,
      challenge_token: 'demo-challenge',
      expires_at: '2026-01-01T00:05:00.000Z',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const state = await canvas.findByRole('status')
    await userEvent.click(await canvas.findByRole('button', { name: /^form\.change .*username/ }))
    await userEvent.click(canvas.getByRole('button', { name: /^form\.change .*password/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'form.submit' }))
    await waitFor(() => expect(state).toHaveTextContent('twoFactor'))
    await userEvent.click(canvas.getByRole('button', { name: /^form\.change .*totp_code/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'form.submit' }))
    await waitFor(() => expect(state).toHaveTextContent('loggedIn (done)'))
  },
}
