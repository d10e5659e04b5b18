import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { pinUpdateMachine } from './pinUpdate.machine'

const meta = {
  title: 'Machines/PinUpdate',
  component: MachineStepper,
  args: {
    machine: pinUpdateMachine,
    title: 'PIN update',
    implementations: { actors: { submit: fromPromise(async () => ({ done: true })) } },
    input: {},
  },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  args: {
    events: { 'form.change': { field: 'old_pin', value: '123456' } },
  },
}
