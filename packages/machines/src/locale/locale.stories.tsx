import type { Meta, StoryObj } from '@storybook/react-vite'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { localeMachine } from './locale.machine'

const meta = {
  title: 'Machines/Locale',
  component: MachineStepper,
  args: {
    machine: localeMachine,
    title: 'Locale',
    input: { cookie: null },
    events: { 'locale.set': [{ locale: 'th' }, { locale: 'cn' }, { locale: 'en' }] },
  },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
