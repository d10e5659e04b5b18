import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { sessionInvalidMachine } from './sessionInvalid.machine'

const meta = {
  title: 'Machines/SessionInvalid',
  component: MachineStepper,
  args: { machine: sessionInvalidMachine, title: 'Session invalid (dual login)' },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

/** invalid_session (401) shows the toast; 2000 ms later the session is cleared and /login follows. */
export const LogsOutAfterTwoSeconds: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const state = await canvas.findByRole('status')
    await userEvent.click(await canvas.findByRole('button', { name: 'session.invalid' }))
    await waitFor(() => expect(state).toHaveTextContent('notifying'))
    await userEvent.click(canvas.getByRole('button', { name: 'Advance clock by 2000 ms' }))
    await waitFor(() => expect(canvas.getByText(/session\.redirect/)).toBeInTheDocument())
    await expect(state).toHaveTextContent('watching')
  },
}
