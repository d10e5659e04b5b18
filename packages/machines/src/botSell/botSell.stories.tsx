import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { botSellMachine } from './botSell.machine'

const meta = {
  title: 'Machines/BotSell',
  component: MachineStepper,
  args: {
    machine: botSellMachine,
    title: 'Bot sell',
    implementations: {
      actors: {
        submit: fromPromise(async () => ({
          bot: { id: 'bot-1' },
          sold: { qty: '0.01', price: '60000', quote: '600' },
        })),
      },
    },
    input: {
      values: { id: 'bot-1' },
      context: { minQuantity: 0.0001, needsTransactionPassword: true },
    },
  },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  args: {
    events: {
      'form.change': [
        { field: 'type', value: 'PERCENT' },
        { field: 'percent', value: 25 },
        { field: 'type', value: 'COIN_BASE' },
        { field: 'quantity', value: 0.00005 },
        { field: 'type', value: 'COIN_QUOTE' },
        { field: 'amount', value: 100 },
        { field: 'sell_all', value: true },
        { field: 'transaction_password', value: '123456' },
      ],
    },
  },
}
