import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { pinCreateMachine } from './pinCreate.machine'

const meta = {
  title: 'Machines/PinCreate',
  component: MachineStepper,
  args: {
    machine: pinCreateMachine,
    title: 'PIN create',
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
        { field: 'pin', value: '123456' },
        { field: 'confirm_pin', value: '123456' },
      ],
    },
  },
}
