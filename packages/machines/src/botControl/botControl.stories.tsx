import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { botControlMachine } from './botControl.machine'

const answer = (status: string) => fromPromise(async () => ({ id: 'bot-1', status }))

const meta = {
  title: 'Machines/BotControl',
  component: MachineStepper,
  args: {
    machine: botControlMachine,
    title: 'Bot control',
    implementations: {
      actors: { pause: answer('paused'), resume: answer('running'), stop: answer('stopped') },
    },
    input: { botId: 'bot-1', status: 'running' },
    events: {
      'stop.choose': [{ mode: 'keep' }, { mode: 'sell' }],
      'control.sync': [{ status: 'running' }, { status: 'paused' }],
    },
  },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

/** Stop asks for keep or sell before it calls the server. */
export const StopWithChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'control.stop' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('confirmingStop'))
    await userEvent.click(canvas.getAllByRole('button', { name: /stop\.choose/ })[1]!)
    await userEvent.click(canvas.getByRole('button', { name: 'stop.confirm' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('done'))
  },
}

/** The stop call failed: the dialog stays with the choice, to retry or cancel. */
export const StopFailed: Story = {
  args: {
    implementations: {
      actors: {
        pause: answer('paused'),
        resume: answer('running'),
        stop: fromPromise(() => Promise.reject(new TypeError('offline'))),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'control.stop' }))
    await userEvent.click(canvas.getAllByRole('button', { name: /stop\.choose/ })[0]!)
    await userEvent.click(canvas.getByRole('button', { name: 'stop.confirm' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('stopFailed'))
  },
}
