import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { createToastMachine } from './toast.machine'

const payloads = {
  'toast.show': { toastType: 'success', message: 'Bot saved' },
  'toast.close': {},
  'toast.settle': { id: 'toast-1', toastType: 'success', message: 'Bot started' },
}

const meta = {
  title: 'Machines/Toast',
  component: MachineStepper,
  args: { machine: createToastMachine, title: 'Toast machine', events: payloads },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

/** Show a toast, hover it, let 4 s pass: it is still there, paused with its time left. */
export const PausedOnHover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const state = await canvas.findByRole('status')
    await userEvent.click(await canvas.findByRole('button', { name: /^toast\.show/ }))
    await waitFor(() => expect(state).toHaveTextContent('showing.running'))
    await userEvent.click(canvas.getByRole('button', { name: 'Advance clock by 500 ms' }))
    await userEvent.click(canvas.getByRole('button', { name: 'toast.pause' }))
    await waitFor(() => expect(state).toHaveTextContent('showing.paused'))

    await userEvent.click(canvas.getByRole('button', { name: 'Advance clock by 4000 ms' }))

    await waitFor(() => expect(canvas.getByText('clock +4000 ms')).toBeInTheDocument())
    await expect(state).toHaveTextContent('showing.paused')
    await expect(canvas.getByText(/"remaining": 3500/)).toBeInTheDocument()
  },
}

/** Step back replays the history without the last step. */
export const StepBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const state = await canvas.findByRole('status')
    await userEvent.click(await canvas.findByRole('button', { name: /^toast\.show/ }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Advance clock by 4000 ms' }))
    await waitFor(() => expect(state).toHaveTextContent(/^idle$/))

    await userEvent.click(canvas.getByRole('button', { name: 'Step back' }))

    await waitFor(() => expect(state).toHaveTextContent('showing.running'))
  },
}
