import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { sampleUser } from '../lib/fixtures'
import { loginFormMachine, loginMachine } from './login.machine'

const implementations = {
  actors: {
    form: loginFormMachine.provide({
      actors: { submit: fromPromise(async () => ({ token: 'demo-token' })) },
    }),
    loadProfile: fromPromise(async () => sampleUser),
  },
}

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
