import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { suggestGrid } from './gridMath'
import { emptyGrid, filledGrid, GridStory, storyEnv, storyHistory } from './GridStoryKit'

const futures = { margin_type: 'isolated' as const, leverage: 5, direction: 'neutral' as const }

const meta = {
  title: 'Screens/Bots/Create/Forms/FuturesGrid',
  component: GridStory,
  args: { kind: 'futures_grid', env: storyEnv('futures_grid', false), values: emptyGrid },
} satisfies Meta<typeof GridStory>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

/** The input itself: a number field's stepper buttons carry its label too. */
const field = (canvas: Canvas, label: string) => canvas.getByRole('textbox', { name: label })

const typeInto = async (canvas: Canvas, label: string, text: string) => {
  const input = field(canvas, label)
  await userEvent.clear(input)
  await userEvent.type(input, text)
  await userEvent.tab()
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('form', { name: 'Futures grid' }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(field(canvas, 'Leverage')).toHaveValue('')
    await expect(canvas.getByRole('radiogroup', { name: 'Margin type' })).toBeVisible()
    await expect(canvas.getByRole('radio', { name: 'Neutral' })).toBeChecked()
    await expect(canvas.getByText('1 to 125')).toBeVisible()
  },
}

export const Filled: Story = {
  args: { values: { ...emptyGrid, ...futures } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('form', { name: 'Futures grid' }, { timeout: 5000 })
    await typeInto(canvas, 'Lower price', '60000')
    await typeInto(canvas, 'Upper price', '70000')
    await typeInto(canvas, 'Number of grids', '10')
    await typeInto(canvas, 'Total investment', '1010')
    const preview = within(
      await canvas.findByRole('region', { name: 'Preview' }, { timeout: 5000 }),
    )
    // The 0.02 % futures maker fee: 1.63 % and 1.41 % per grid
    await expect(await preview.findByText('1.41% – 1.63%')).toBeVisible()
    await expect(preview.getByText('1,010.00 USDT')).toBeVisible()
    // 5× leverage on 1,010 of margin
    await expect(preview.getByText('5,050.00 USDT')).toBeVisible()
  },
}

export const Invalid: Story = {
  args: { values: { ...filledGrid, ...futures } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('form', { name: 'Futures grid' }, { timeout: 5000 })
    await typeInto(canvas, 'Leverage', '200')
    await expect(await canvas.findByText('The leverage must be at most 125')).toBeVisible()
    await typeInto(canvas, 'Number of grids', '150')
    await expect(await canvas.findByText('The number of grids must be at most 149')).toBeVisible()
    await userEvent.click(canvas.getByRole('switch', { name: 'Stop loss by percent' }))
    await typeInto(canvas, 'Stop loss percent', '120')
    await expect(await canvas.findByText('The stop loss percent must be at most 100')).toBeVisible()
  },
}

export const InsufficientBalance: Story = {
  args: { values: { ...filledGrid, ...futures, number_of_grid: 100, coin_per_grid: 200 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const preview = within(
      await canvas.findByRole('region', { name: 'Preview' }, { timeout: 5000 }),
    )
    // 100 × 200 × 1.01 = 20,200 of margin against 10,000
    await expect(await preview.findByText(/^Not enough USDT/)).toHaveTextContent(
      'this grid needs 20,200.00 USDT and 10,000.00 USDT is available',
    )
  },
}

export const Suggested: Story = {
  args: { env: storyEnv('futures_grid'), values: { ...emptyGrid, ...futures } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('form', { name: 'Futures grid' }, { timeout: 5000 })
    const suggestion = suggestGrid(storyHistory, storyEnv('futures_grid').lastPrice)!
    await userEvent.click(canvas.getByRole('button', { name: 'Use suggested' }))
    await expect(field(canvas, 'Lower price')).toHaveValue(
      new Intl.NumberFormat('en').format(suggestion.lower_price),
    )
    await expect(field(canvas, 'Number of grids')).toHaveValue(String(suggestion.number_of_grid))
  },
}

const translated =
  (form: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('form', { name: form }, { timeout: 5000 })).toBeVisible()
    await expect(canvas.queryByText('Leverage')).toBeNull()
    await expect(canvas.getAllByText('5,050.00 USDT').length).toBeGreaterThan(0)
  }

export const Thai: Story = {
  args: { values: { ...filledGrid, ...futures }, env: storyEnv('futures_grid') },
  globals: { locale: 'th' },
  play: translated('กริดฟิวเจอร์ส'),
}

export const Chinese: Story = {
  args: { values: { ...filledGrid, ...futures }, env: storyEnv('futures_grid') },
  globals: { locale: 'zh' },
  play: translated('合约网格'),
}
