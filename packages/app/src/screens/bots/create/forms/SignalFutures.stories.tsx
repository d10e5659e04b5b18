import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { futuresEnv, SignalStory } from './SignalStoryKit'

const meta = {
  title: 'Screens/Bots/Create/Forms/FuturesSignal',
  component: SignalStory,
  args: { kind: 'future_signal', env: futuresEnv },
} satisfies Meta<typeof SignalStory>

export default meta
type Story = StoryObj<typeof meta>
type Canvas = ReturnType<typeof within>

const number = async (canvas: Canvas, label: string, value: string) => {
  // findBy: the story's catalogue may still be loading when the play starts.
  const input = await canvas.findByRole('textbox', { name: label })
  await userEvent.clear(input)
  await userEvent.type(input, value)
  await userEvent.tab()
}

const filled = {
  total_amount: 200,
  coin_initial_opening: 20,
  leverage: 5,
  coverage_x: 1,
  coverage: [{ seq: 1, amount: 40 }],
  is_all_coin: true,
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const margin = await canvas.findByRole('radiogroup', { name: 'Margin type' })
    await expect(await within(margin).findByRole('radio', { name: 'Isolated' })).toBeChecked()
    const mode = canvas.getByRole('radiogroup', { name: 'Mode' })
    await expect(within(mode).getByRole('radio', { name: 'Both sides' })).toBeChecked()
    await expect(canvas.getByRole('textbox', { name: 'Leverage' })).toHaveValue('3')
    await expect(canvas.getByRole('textbox', { name: 'Initial order amount' })).toHaveValue('')
    // Futures start with coin_initial_opening; spot's first-order amount is not asked.
    await expect(canvas.queryByRole('textbox', { name: 'Amount' })).toBeNull()
  },
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await number(canvas, 'Total amount', '200')
    await number(canvas, 'Initial order amount', '20')
    await number(canvas, 'Leverage', '5')
    await userEvent.click(canvas.getByRole('radio', { name: 'Cross' }))
    await userEvent.click(canvas.getByRole('radio', { name: 'Long only' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Add a coverage order' }))
    await number(canvas, 'Coverage amount 1', '40')
    await userEvent.click(canvas.getByRole('switch', { name: 'Set a stop loss' }))
    await number(canvas, 'Stop loss percent', '3')
    await expect(
      canvas.getByText('At the leverage chosen, the positions reach 300.00 USDT.'),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    const review = await canvas.findByTestId('review')
    await expect(within(review).getByText('Cross')).toBeVisible()
    await expect(within(review).getByText('5×')).toBeVisible()
    await expect(within(review).getByText('Long only')).toBeVisible()
    await expect(within(review).getByText('3.00%')).toBeVisible()
    await expect(within(review).getByTestId('capital')).toHaveTextContent('200.00 USDT')
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await number(canvas, 'Total amount', '50')
    await expect(await canvas.findByText('The total amount must be at least 100')).toBeVisible()
    await number(canvas, 'Initial order amount', '5')
    await expect(
      await canvas.findByText('The initial order amount must be at least 10'),
    ).toBeVisible()
    await number(canvas, 'Leverage', '200')
    await expect(await canvas.findByText('The leverage must be at most 125')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(canvas.queryByTestId('review')).toBeNull()
  },
}

export const AllOrdersMinimum: Story = {
  args: { values: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('switch', { name: 'Same amount for every order' }))
    await number(canvas, 'Amount for all orders', '9')
    await expect(
      await canvas.findByText('The amount for all orders must be at least 10'),
    ).toBeVisible()
  },
}

export const Forex: Story = {
  args: {
    kind: 'forex_signal',
    env: {
      ...futuresEnv,
      kind: 'forex_signal',
      market: 'forex',
      symbol: {
        ...futuresEnv.symbol!,
        symbol: 'EURUSD',
        market: 'forex',
        base: 'EUR',
        quote: 'USD',
      },
      lastPrice: 1.0842,
      balances: { USD: 150 },
    },
    values: filled,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radiogroup', { name: 'Mode' })).toBeVisible()
    await expect(canvas.getByText(/more than your free balance of \$150\.00/)).toBeVisible()
    await expect(canvas.getByText(/needs \$200\.00/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    const review = await canvas.findByTestId('review')
    await expect(within(review).getByTestId('capital')).toHaveTextContent('$200.00')
  },
}

export const Thai: Story = {
  args: { values: filled },
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect((await canvas.findAllByRole('radiogroup'))[0]).toBeVisible()
    await expect(canvas.queryByText('Margin type')).toBeNull()
    await expect(canvas.queryByText('Both sides')).toBeNull()
  },
}

export const Chinese: Story = {
  args: { values: filled },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect((await canvas.findAllByRole('radiogroup'))[0]).toBeVisible()
    await expect(canvas.queryByText('Margin type')).toBeNull()
    await expect(canvas.queryByText('Order ladder')).toBeNull()
  },
}
