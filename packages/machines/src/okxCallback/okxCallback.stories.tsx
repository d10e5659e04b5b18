import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { expect, waitFor, within } from 'storybook/test'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { apiFailure } from '../lib/fixtures'
import { okxCallbackMachine } from './okxCallback.machine'

const meta = {
  title: 'Machines/OkxCallback',
  component: MachineStepper,
  args: {
    machine: okxCallbackMachine,
    title: 'OKX sign-in callback',
    implementations: {
      actors: {
        callback: fromPromise(async () => ({
          exchange_name: 'okx' as const,
          status: 'connected' as const,
          masked_key: '••••9f3a',
          permissions: ['read', 'trade'],
          checked_at: '2030-01-01T00:00:00.000Z',
          reason: null,
          source: 'oauth' as const,
        })),
      },
    },
    input: { code: 'okx-code', state: 'okx-state' },
  },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('connected'))
  },
}

export const MissingCode: Story = {
  args: { input: { code: null, state: 'okx-state' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('failed'))
  },
}

export const StateExpired: Story = {
  args: {
    implementations: {
      actors: {
        callback: fromPromise(() => Promise.reject(apiFailure('okx_oauth_state_invalid'))),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('failed'))
    await expect(canvasElement).toHaveTextContent('okx_oauth_state_invalid')
  },
}
