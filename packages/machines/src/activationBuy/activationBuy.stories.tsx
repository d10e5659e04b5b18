import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { activationBuyMachine } from './activationBuy.machine'

const meta = {
  title: 'Machines/ActivationBuy',
  component: MachineStepper,
  args: {
    machine: activationBuyMachine,
    title: 'Activation buy',
    implementations: { actors: { submit: fromPromise(async () => ({ done: true })) } },
    input: { values: { request_id: 'stepper-1' } },
  },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  args: {
    events: { 'form.change': { field: 'transaction_password', value: '123456' } },
  },
}
