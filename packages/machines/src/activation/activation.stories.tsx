import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { activationMachine } from './activation.machine'

const meta = {
  title: 'Machines/Activation',
  component: MachineStepper,
  args: {
    machine: activationMachine,
    title: 'Activation',
    implementations: { actors: { submit: fromPromise(async () => ({ done: true })) } },
    input: {},
  },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  args: {
    events: { 'form.change': { field: 'code', value: 'abcd2345' } },
  },
}
