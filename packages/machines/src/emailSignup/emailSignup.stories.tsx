import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { sampleUser } from '../lib/fixtures'
import { emailSignupMachine } from './emailSignup.machine'

const implementations = {
  actors: {
    checkEmailExists: fromPromise(async () => ({ exists: false })),
    checkInvitation: fromPromise(async () => ({ exists: true })),
    sendOtp: fromPromise(async () => ({
      otp_token: 'otp-token',
      expires_at: '2030-01-01T00:00:00Z',
    })),
    verifyOtp: fromPromise(async () => ({ verified: true as const })),
    register: fromPromise(async () => ({ token: 'demo-token' })),
    loadProfile: fromPromise(async () => sampleUser),
  },
}

const meta = {
  title: 'Machines/EmailSignup',
  component: MachineStepper,
  args: {
    machine: emailSignupMachine,
    title: 'Email signup',
    implementations,
    input: { referralCode: 'REF12345' },
    events: {
      'form.change': [
        { field: 'email', value: 'new@example.com' },
        { field: 'password', value: 'secret1' },
        { field: 'confirm_password', value: 'secret1' },
        { field: 'policy', value: true },
        { field: 'otp_pin', value: '123456' },
      ],
      'form.blur': { field: 'email' },
    },
  },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
