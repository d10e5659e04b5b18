import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { apiFailure } from '../lib/fixtures'
import { confirmActionMachine } from './confirmAction.machine'

const meta = {
  title: 'Machines/ConfirmAction',
  component: MachineStepper,
  args: {
    machine: confirmActionMachine,
    title: 'Confirm action (disable an exchange, reset Paper)',
    implementations: { actors: { act: fromPromise(async () => ({ done: true })) } },
    input: { request: { exchange_name: 'binance' } },
  },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

/** Refused while bots run on the exchange: the code stays for the screen to explain. */
export const InUse: Story = {
  args: {
    implementations: {
      actors: { act: fromPromise(() => Promise.reject(apiFailure('exchange_in_use'))) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'confirm.open' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'confirm.accept' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('failed'))
    await expect(canvasElement).toHaveTextContent('exchange_in_use')
  },
}
