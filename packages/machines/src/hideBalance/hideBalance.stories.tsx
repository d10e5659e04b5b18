import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { hideBalanceMachine } from './hideBalance.machine'

const meta = {
  title: 'Machines/HideBalance',
  component: MachineStepper,
  args: { machine: hideBalanceMachine, title: 'Hide balance', input: { hidden: false } },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

export const Toggled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'balance.toggle' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('hidden'))
  },
}
