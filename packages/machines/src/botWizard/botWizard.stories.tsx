import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { BotSummary } from '@atb/contract'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { apiFailure } from '../lib/fixtures'
import { botWizardMachine } from './botWizard.machine'

const createdBot = {
  id: 'bot-1',
  kind: 'spot_grid',
  exchange_name: 'paper',
  market: 'crypto',
  symbols: ['BTCUSDT'],
  status: 'running',
} as unknown as BotSummary

const gridValues = { lower_price: 60000, upper_price: 70000, number_of_grid: 20, agree_risk: true }

const meta = {
  title: 'Machines/BotWizard',
  component: MachineStepper,
  args: {
    machine: botWizardMachine,
    title: 'Bot wizard',
    implementations: { actors: { create: fromPromise(async () => createdBot) } },
    input: { stored: null },
    events: {
      'wizard.open': [
        { market: 'crypto' },
        { market: 'crypto', theme: 'grid', strategy: 'spot_grid' },
        { market: 'crypto', theme: 'grid', strategy: 'spot_grid', step: 'review' },
        { market: 'moon', theme: 'grid' },
      ],
      'wizard.prefill': { symbol: 'BTCUSDT', market: 'crypto' },
      'wizard.chooseMarket': [{ market: 'crypto' }, { market: 'forex' }],
      'wizard.chooseTheme': [{ theme: 'grid' }, { theme: 'quant' }],
      'wizard.chooseStrategy': [{ kind: 'spot_grid' }, { kind: 'moon_shot' as never }],
      'wizard.chooseExchange': { exchange: 'binance' },
      'wizard.chooseSymbol': { symbol: 'ETHUSDT' },
      'wizard.keepValues': { values: { lower_price: 60000 } },
      'wizard.review': { values: gridValues },
    },
  },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

const press = async (canvasElement: HTMLElement, name: string) => {
  const canvas = within(canvasElement)
  await userEvent.click(await canvas.findByRole('button', { name }))
}

/** Market → theme → strategy → setup → review → created, by choosing on each step. */
export const CreatesABot: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const state = () => canvas.getByRole('status')
    await press(canvasElement, 'wizard.chooseMarket {"market":"crypto"}')
    await waitFor(() => expect(state()).toHaveTextContent('theme'))
    await press(canvasElement, 'wizard.chooseTheme {"theme":"grid"}')
    await waitFor(() => expect(state()).toHaveTextContent('strategy'))
    // A kind the catalogue does not offer cannot be chosen: its guard keeps the event back.
    await expect(
      canvas.queryByRole('button', { name: 'wizard.chooseStrategy {"kind":"moon_shot"}' }),
    ).toBeNull()
    await press(canvasElement, 'wizard.chooseStrategy {"kind":"spot_grid"}')
    await waitFor(() => expect(state()).toHaveTextContent('setup'))
    await press(canvasElement, `wizard.review ${JSON.stringify({ values: gridValues })}`)
    await waitFor(() => expect(state()).toHaveTextContent('review'))
    await press(canvasElement, 'wizard.create')
    await waitFor(() => expect(state()).toHaveTextContent('created'))
  },
}

/** A validation refusal returns to the setup step with the error on its field. */
export const Refused: Story = {
  args: {
    implementations: {
      actors: {
        create: fromPromise(async () => {
          throw apiFailure('validation_failed', [
            {
              path: 'config.number_of_grid',
              message: { id: 'validation.max', message: 'max', values: { max: 149 } },
              text: 'The number of grids must be less than or equal to 149',
            },
          ])
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await press(
      canvasElement,
      'wizard.open {"market":"crypto","theme":"grid","strategy":"spot_grid"}',
    )
    await press(canvasElement, `wizard.review ${JSON.stringify({ values: gridValues })}`)
    await press(canvasElement, 'wizard.create')
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('setup'))
    const context = canvas.getByRole('heading', { name: 'Context' }).nextElementSibling
    await expect(context).toHaveTextContent('"number_of_grid"')
  },
}

/** "Try a Paper grid": prepared from the market, reviewed, created with the review's confirmation. */
export const QuickStart: Story = {
  args: {
    implementations: {
      actors: {
        create: fromPromise(async () => createdBot),
        prepare: fromPromise(async () => ({
          values: {
            exchange_name: 'paper',
            coin_symbol: 'BTCUSDT',
            coin_base_asset: 'BTC',
            coin_quote_asset: 'USDT',
            lower_price: 63000,
            upper_price: 67000,
            number_of_grid: 8,
            space_of_grid: 0.77,
            total_investment: 1000,
            coin_per_grid: 123.76,
          },
          market: { lastPrice: 65000 },
        })),
      },
    },
    events: {
      ...meta.args.events,
      'wizard.quickStart': {
        market: 'crypto',
        theme: 'grid',
        strategy: 'spot_grid',
        exchange: 'paper',
      },
      'wizard.create': [{}, { agreeRisk: true }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const state = () => canvas.getByRole('status')
    await press(
      canvasElement,
      'wizard.quickStart {"market":"crypto","theme":"grid","strategy":"spot_grid","exchange":"paper"}',
    )
    await waitFor(() => expect(state()).toHaveTextContent('review'))
    // Without the risk agreement only the confirmed Create is possible.
    await expect(canvas.queryByRole('button', { name: 'wizard.create' })).toBeNull()
    await press(canvasElement, 'wizard.create {"agreeRisk":true}')
    await waitFor(() => expect(state()).toHaveTextContent('created'))
  },
}
