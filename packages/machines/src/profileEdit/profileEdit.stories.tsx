import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { profileEditMachine } from './profileEdit.machine'

const meta = {
  title: 'Machines/ProfileEdit',
  component: MachineStepper,
  args: {
    machine: profileEditMachine,
    title: 'Profile edit',
    implementations: { actors: { submit: fromPromise(async () => ({ done: true })) } },
    input: {},
  },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  args: {
    input: { values: { nickname: 'Trader', signature: 'Grid all day' } },
    events: {
      'form.change': { field: 'nickname', value: 'Trader <b>' },
      'form.blur': { field: 'nickname' },
    },
  },
}
