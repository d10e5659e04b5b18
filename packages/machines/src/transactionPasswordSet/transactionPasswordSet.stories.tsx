import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { transactionPasswordSetMachine } from './transactionPasswordSet.machine'

const meta = {
  title: 'Machines/TransactionPasswordSet',
  component: MachineStepper,
  args: {
    machine: transactionPasswordSetMachine,
    title: 'Transaction password set',
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
        { field: 'transaction_password', value: 'a1b2c3' },
        { field: 'confirm_transaction_password', value: 'a1b2c3' },
      ],
    },
  },
}
