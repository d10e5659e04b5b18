import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { changePasswordMachine } from './changePassword.machine'

const meta = {
  title: 'Machines/ChangePassword',
  component: MachineStepper,
  args: {
    machine: changePasswordMachine,
    title: 'Change password',
    implementations: { actors: { submit: fromPromise(async () => ({ done: true })) } },
    input: {},
  },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  args: {
    events: { 'form.change': { field: 'new_password', value: 'secret2' } },
  },
}
