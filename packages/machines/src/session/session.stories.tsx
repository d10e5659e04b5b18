import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { expect, waitFor, within } from 'storybook/test'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { sampleUser, tokenWithExp } from '../lib/fixtures'
import { sessionMachine } from './session.machine'

const implementations = { actors: { loadProfile: fromPromise(async () => sampleUser) } }

const meta = {
  title: 'Machines/Session',
  component: MachineStepper,
  args: {
    machine: sessionMachine,
    title: 'Startup session check',
    implementations,
    input: { token: tokenWithExp(4_102_444_800), loggedIn: true, user: sampleUser, now: 0 },
  },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

/** A live token and a cached user: the profile loads and the session stays. */
export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const state = await within(canvasElement).findByRole('status')
    await waitFor(() => expect(state).toHaveTextContent('loggedIn (done)'))
  },
}

/** The token's exp is in the past: logged out without a server call. */
export const ExpiredToken: Story = {
  args: { input: { token: tokenWithExp(0), loggedIn: true, user: sampleUser, now: 0 } },
  play: async ({ canvasElement }) => {
    const state = await within(canvasElement).findByRole('status')
    await waitFor(() => expect(state).toHaveTextContent('loggedOut (done)'))
  },
}
