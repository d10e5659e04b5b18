import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { expect, waitFor, within } from 'storybook/test'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { sampleUser } from '../lib/fixtures'
import { googleSignupMachine } from './googleSignup.machine'

const implementations = {
  actors: {
    googleLogin: fromPromise(async () => ({ is_new_user: true as const })),
    googleAddCode: fromPromise(async () => ({ token: 'demo-token' })),
    loadProfile: fromPromise(async () => sampleUser),
  },
}

const meta = {
  title: 'Machines/GoogleSignup',
  component: MachineStepper,
  args: {
    machine: googleSignupMachine,
    title: 'Google signup with referral',
    implementations,
    input: { authCode: 'google-code', referralCode: 'REF12345' },
  },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

/** A new Google user: add_code with the stored referral, then logged in. */
export const NewUser: Story = {
  play: async ({ canvasElement }) => {
    const state = await within(canvasElement).findByRole('status')
    await waitFor(() => expect(state).toHaveTextContent('loggedIn (done)'))
  },
}
