import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { pullToRefreshMachine } from './pullToRefresh.machine'

const meta = {
  title: 'Machines/PullToRefresh',
  component: MachineStepper,
  args: {
    machine: pullToRefreshMachine,
    title: 'Pull to refresh',
    events: { 'pull.start': { y: 0 }, 'pull.move': [{ y: 30 }, { y: 70 }, { y: 200 }] },
  },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

/** Pull past 60 px, release: it refreshes, and reloads after 500 ms. */
export const Refreshes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const state = await canvas.findByRole('status')
    await userEvent.click(await canvas.findByRole('button', { name: /^pull\.start/ }))
    await userEvent.click(await canvas.findByRole('button', { name: /^pull\.move .*70/ }))
    await waitFor(() => expect(state).toHaveTextContent('releasing'))
    await userEvent.click(canvas.getByRole('button', { name: 'pull.end' }))
    await waitFor(() => expect(state).toHaveTextContent('refreshing'))
    await userEvent.click(canvas.getByRole('button', { name: 'Advance clock by 500 ms' }))
    await waitFor(() => expect(state).toHaveTextContent(/^pending$/))
  },
}
