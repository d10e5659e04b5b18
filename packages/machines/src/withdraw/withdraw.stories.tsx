import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { withdrawMachine } from './withdraw.machine'

const balance = {
  asset: 'USDT' as const,
  available: '1250.5',
  held: '0',
  total: '1250.5',
  user_id: 'me-0001',
}
const info = {
  network: 'BEP20' as const,
  network_name: 'BNB Smart Chain',
  chain_id: 56,
  fee: '1',
  min: 10,
  max: 10_000,
  daily_limit: 20_000,
  used_today: '0',
  remaining_today: '20000',
  suspended_until: null,
}
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

const meta = {
  title: 'Machines/Withdraw',
  component: MachineStepper,
  args: {
    machine: withdrawMachine,
    title: 'USDT withdrawal',
    implementations: {
      actors: {
        load: fromPromise(async () => ({ balance, info })),
        submit: fromPromise(async () => ({
          withdrawal: {
            id: 'w-1',
            amount: '20',
            fee: '1',
            total: '21',
            to_address: ADDRESS,
            network: 'BEP20' as const,
            status: 'requested' as const,
            reason: null,
            tx_hash: null,
            confirmations: 0,
            required: 15,
            created_at: '2030-01-02T03:04:05.000Z',
            updated_at: '2030-01-02T03:04:05.000Z',
          },
          balance: { ...balance, available: '1229.5', held: '21' },
        })),
      },
    },
    input: { hasTransactionPassword: true },
    events: {
      'form.change': [
        { field: 'amount', value: 20 },
        { field: 'amount', value: 5 },
        { field: 'to_address', value: ADDRESS },
        { field: 'to_address', value: '0x1234' },
        { field: 'transaction_password', value: 'a1b2c3' },
      ],
      'form.blur': { field: 'amount' },
    },
  },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

/** Paused after a password change: the machine stops at `suspended` until a retry finds it over. */
export const Suspended: Story = {
  args: {
    implementations: {
      actors: {
        load: fromPromise(async () => ({
          balance,
          info: { ...info, suspended_until: '2030-01-03T03:04:05.000Z' },
        })),
      },
    },
  },
}

/** An account without a transaction password ends at once: the screen links to setting one. */
export const NoTransactionPassword: Story = { args: { input: { hasTransactionPassword: false } } }
