import type { Meta, StoryObj } from '@storybook/react-vite'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { colorModeMachine } from './colorMode.machine'

const meta = {
  title: 'Machines/ColorMode',
  component: MachineStepper,
  args: {
    machine: colorModeMachine,
    title: 'Colour mode',
    input: { stored: 'system', forced: null },
    events: {
      'colorMode.set': [{ mode: 'light' }, { mode: 'dark' }, { mode: 'system' }],
      'colorMode.force': { mode: 'dark' },
    },
  },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
