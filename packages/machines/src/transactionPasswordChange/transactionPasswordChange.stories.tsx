import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { transactionPasswordChangeMachine } from './transactionPasswordChange.machine'

const meta = {
  title: 'Machines/TransactionPasswordChange',
  component: MachineStepper,
  args: {
    machine: transactionPasswordChangeMachine,
    title: 'Transaction password change',
    implementations: { actors: { submit: fromPromise(async () => ({ done: true })) } },
    input: {},
  },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  args: {
    events: {
      'form.change': [
        { field: 'old_transaction_password', value: 'a1b2c3' },
        { field: 'new_transaction_password', value: 'z9y8x7' },
        { field: 'confirm_new_transaction_password', value: 'z9y8x7' },
      ],
    },
  },
}
