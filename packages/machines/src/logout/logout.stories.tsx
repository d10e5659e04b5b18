import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { expect, waitFor, within } from 'storybook/test'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { logoutMachine } from './logout.machine'

const meta = {
  title: 'Machines/Logout',
  component: MachineStepper,
  args: {
    machine: logoutMachine,
    title: 'Logout',
    implementations: { actors: { logout: fromPromise(async () => ({})) } },
    input: {},
  },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const state = await within(canvasElement).findByRole('status')
    await waitFor(() => expect(state).toHaveTextContent('loggedOut (done)'))
  },
}

/** The call failed (offline): nothing is cleared and the user can retry. */
export const CallFailed: Story = {
  args: {
    implementations: {
      actors: { logout: fromPromise(() => Promise.reject(new TypeError('offline'))) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('failure'))
    await expect(canvas.getByRole('button', { name: 'logout.retry' })).toBeInTheDocument()
  },
}
