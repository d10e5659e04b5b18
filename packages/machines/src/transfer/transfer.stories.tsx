import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { transferMachine } from './transfer.machine'

const balance = {
  asset: 'USDT' as const,
  available: '1250.5',
  held: '20',
  total: '1270.5',
  user_id: 'me-0001',
}

const meta = {
  title: 'Machines/Transfer',
  component: MachineStepper,
  args: {
    machine: transferMachine,
    title: 'Internal transfer',
    implementations: {
      actors: {
        loadBalance: fromPromise(async () => balance),
        lookupRecipient: fromPromise(async () => ({ user_id: 'bob-0002', nickname: 'Bob' })),
        submit: fromPromise(async () => ({
          id: 'move-1',
          amount: '25',
          recipient: { user_id: 'bob-0002', nickname: 'Bob' },
          balance: { ...balance, available: '1225.5', total: '1245.5' },
          time: '2030-01-02T03:04:05.000Z',
        })),
      },
    },
    input: { hasTransactionPassword: true },
    events: {
      'form.change': [
        { field: 'destination_user_id', value: 'bob-0002' },
        { field: 'amount', value: 25 },
        { field: 'amount', value: 5 },
        { field: 'transaction_password', value: 'a1b2c3' },
      ],
      'form.blur': { field: 'amount' },
    },
  },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

/** An account without a transaction password ends at once: the screen links to setting one. */
export const NoTransactionPassword: Story = { args: { input: { hasTransactionPassword: false } } }
