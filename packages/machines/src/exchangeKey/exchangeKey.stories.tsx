import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { exchangeKeyMachine } from './exchangeKey.machine'

const meta = {
  title: 'Machines/ExchangeKey',
  component: MachineStepper,
  args: {
    machine: exchangeKeyMachine,
    title: 'Exchange key',
    implementations: {
      actors: {
        submit: fromPromise(async () => ({
          exchange_name: 'okx' as const,
          status: 'connected' as const,
          masked_key: '••••9f3a',
          permissions: ['read', 'trade'],
          checked_at: '2030-01-01T00:00:00.000Z',
          reason: null,
          source: 'key' as const,
        })),
      },
    },
    input: { values: { exchange_name: 'okx' } },
    events: {
      'form.change': [
        { field: 'api_key', value: 'okx-api-key' },
        { field: 'secret_key', value: 'okx-secret' },
        { field: 'passphrase', value: 'my-passphrase' },
      ],
    },
  },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

/** OKX without its passphrase stays editing; with it, the key is sent. */
export const OkxNeedsPassphrase: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const state = () => canvas.getByRole('status')
    const press = async (name: string) =>
      userEvent.click(await canvas.findByRole('button', { name }))
    await press('form.change {"field":"api_key","value":"okx-api-key"}')
    await press('form.change {"field":"secret_key","value":"okx-secret"}')
    await press('form.submit')
    await waitFor(() => expect(state()).toHaveTextContent('editing'))
    await press('form.change {"field":"passphrase","value":"my-passphrase"}')
    await press('form.submit')
    await waitFor(() => expect(state()).toHaveTextContent('success'))
  },
}
