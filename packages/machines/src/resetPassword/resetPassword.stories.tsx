import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { resetPasswordMachine } from './resetPassword.machine'

const meta = {
  title: 'Machines/ResetPassword',
  component: MachineStepper,
  args: {
    machine: resetPasswordMachine,
    title: 'Reset password',
    implementations: { actors: { submit: fromPromise(async () => ({ done: true })) } },
    input: {},
  },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  args: {
    input: { values: { token: 'token-from-the-link' } },
    events: {
      'form.change': [
        { field: 'password', value: 'secret1' },
        { field: 'confirm_password', value: 'secret1' },
      ],
    },
  },
}
