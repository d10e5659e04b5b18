import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { expect, waitFor, within } from 'storybook/test'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { sampleUser } from '../lib/fixtures'
import { googleSignupMachine } from './googleSignup.machine'

const implementations = {
  actors: {
    loadConfig: fromPromise(async () => ({
      enabled: true as const,
      client_id: 'demo.apps.googleusercontent.com',
      redirect_uri: 'https://bot.example/login',
    })),
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
    // Back from Google with the state this tab sent.
    input: {
      nonce: 'nonce-1',
      authCode: 'google-code',
      returnedState: 'nonce-1',
      attempt: { state: 'nonce-1', redirectTo: '/' },
      referralCode: 'REF12345',
    },
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

/** Before leaving for Google: `google.start` loads the client and emits the consent page address. */
export const Start: Story = {
  args: { input: { nonce: 'nonce-1', redirectTo: '/profile' } },
  play: async ({ canvasElement }) => {
    const state = await within(canvasElement).findByRole('status')
    await expect(state).toHaveTextContent('idle')
  },
}
