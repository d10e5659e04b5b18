import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { suggestGrid } from './gridMath'
import {
  emptyGrid,
  filledGrid,
  GridStory,
  MovingPriceGridStory,
  storyEnv,
  storyHistory,
} from './GridStoryKit'

const meta = {
  title: 'Screens/Bots/Create/Forms/SpotGrid',
  component: GridStory,
  args: { kind: 'spot_grid', env: storyEnv('spot_grid', false), values: emptyGrid },
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
      await canvas.findByRole('form', { name: 'Spot grid' }, { timeout: 5000 }),
    ).toBeVisible()
    for (const label of ['Lower price', 'Upper price', 'Number of grids', 'Total investment'])
      await expect(field(canvas, label)).toHaveValue('')
    await expect(canvas.getByText('2 to 149')).toBeVisible()
    // The amount per grid is derived from the total; it waits under Advanced.
    await expect(
      canvas.getByText('Enter the range and the number of grids to see the amount per grid.'),
    ).toBeVisible()
    await expect(canvas.queryByRole('textbox', { name: 'Amount per grid' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Advanced' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expect(canvas.getByText(/Enter the lower and upper price/)).toBeVisible()
    // Options stay hidden until their switch is on.
    await expect(canvas.queryByLabelText('Stop loss')).toBeNull()
  },
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('form', { name: 'Spot grid' }, { timeout: 5000 })
    await typeInto(canvas, 'Lower price', '60000')
    await typeInto(canvas, 'Upper price', '70000')
    await typeInto(canvas, 'Number of grids', '10')
    await typeInto(canvas, 'Total investment', '1010')
    // 1,010 over 10 grids less the 1 % reserve; at least 25 a grid, plus the reserve.
    await expect(
      await canvas.findByText('100.00 USDT per grid over 10 grids · At least 252.50 USDT'),
    ).toBeVisible()
    const preview = within(
      await canvas.findByRole('region', { name: 'Preview' }, { timeout: 5000 }),
    )
    // 61,000/60,000 and 70,000/69,000 after two 0.1 % fees: 1.47 % and 1.25 %
    await expect(await preview.findByText('1.25% – 1.47%')).toBeVisible()
    await expect(preview.getByText('1,010.00 USDT')).toBeVisible()
    await expect(preview.getByText('Last price')).toBeVisible()
    // 65,000 is a level: the engine leaves the level at the start price empty.
    await expect(preview.getByText('No order')).toBeVisible()
    // (70,000/60,000)^(1/10) − 1 = 1.55 % a grid
    await expect(field(canvas, 'Grid spacing')).toHaveValue('1.55')
    await expect(preview.queryByText(/Not enough/)).toBeNull()
  },
}

export const Invalid: Story = {
  args: { values: filledGrid },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('form', { name: 'Spot grid' }, { timeout: 5000 })
    await typeInto(canvas, 'Number of grids', '150')
    await expect(await canvas.findByText('The number of grids must be at most 149')).toBeVisible()
    // The contract renders the price as the number it compares against (no grouping).
    await userEvent.click(canvas.getByRole('switch', { name: 'Stop loss by price' }))
    await typeInto(canvas, 'Stop loss', '66000')
    await expect(
      await canvas.findByText('The stop loss must be less than the last price 65000'),
    ).toBeVisible()
    await typeInto(canvas, 'Lower price', '80000')
    await expect(
      await canvas.findByText('The lower price must be less than the upper price'),
    ).toBeVisible()
  },
}

export const InsufficientBalance: Story = {
  args: { values: { ...filledGrid, number_of_grid: 20, coin_per_grid: 1000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const preview = within(
      await canvas.findByRole('region', { name: 'Preview' }, { timeout: 5000 }),
    )
    // 20 × 1,000 × 1.01 = 20,200 against 10,000
    await expect(
      await preview.findByText(
        'Not enough USDT: this grid needs 20,200.00 USDT and 10,000.00 USDT is available. Add 10,200.00 USDT or use fewer or smaller grids.',
      ),
    ).toBeVisible()
  },
}

export const Suggested: Story = {
  args: { env: storyEnv('spot_grid') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('form', { name: 'Spot grid' }, { timeout: 5000 })
    const suggestion = suggestGrid(storyHistory, storyEnv('spot_grid').lastPrice)!
    const en = new Intl.NumberFormat('en')
    await userEvent.click(canvas.getByRole('button', { name: 'Use suggested' }))
    await expect(field(canvas, 'Lower price')).toHaveValue(en.format(suggestion.lower_price))
    await expect(field(canvas, 'Upper price')).toHaveValue(en.format(suggestion.upper_price))
    await expect(field(canvas, 'Number of grids')).toHaveValue(String(suggestion.number_of_grid))
    // The suggestion is a start: the user can still edit it.
    await typeInto(canvas, 'Number of grids', '12')
    await expect(field(canvas, 'Number of grids')).toHaveValue('12')
    await expect(canvas.getByRole('region', { name: 'Preview' })).toHaveTextContent('13')
  },
}

/** The total is the amount typed; what each grid gets shows under it and beside Advanced. */
export const TotalInvestment: Story = {
  args: { values: { ...filledGrid, total_investment: 1000, coin_per_grid: 99 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('form', { name: 'Spot grid' }, { timeout: 5000 })
    await typeInto(canvas, 'Total investment', '2000')
    // 2,000 / (10 × 1.01) = 198.0198… a grid, rounded down to the cent.
    await expect(
      await canvas.findByText('198.01 USDT per grid over 10 grids · At least 252.50 USDT'),
    ).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Advanced/ })).toHaveTextContent(
      '198.01 USDT per grid',
    )
    // Fewer grids share the same total.
    await typeInto(canvas, 'Number of grids', '5')
    await expect(
      await canvas.findByText('396.03 USDT per grid over 5 grids · At least 126.25 USDT'),
    ).toBeVisible()
  },
}

/** Below the grid's minimum the total says what the minimum is and why. */
export const TotalTooSmall: Story = {
  args: { values: { ...filledGrid, total_investment: 1000, coin_per_grid: 99 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('form', { name: 'Spot grid' }, { timeout: 5000 })
    await typeInto(canvas, 'Total investment', '200')
    await expect(
      await canvas.findByText(
        'The total investment must be at least 252.5 USDT: 10 grids of at least 25 USDT each, plus 1 % for fees',
      ),
    ).toBeVisible()
    await expect(field(canvas, 'Total investment')).toHaveAttribute('aria-invalid', 'true')
  },
}

/** Under Advanced the amount per grid can still be set; the total follows it. */
export const AdvancedPerGrid: Story = {
  args: { values: filledGrid },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('form', { name: 'Spot grid' }, { timeout: 5000 })
    // A config without a total (a copied bot) shows the total its grids commit.
    await expect(field(canvas, 'Total investment')).toHaveValue('1,010')
    await userEvent.click(canvas.getByRole('button', { name: /Advanced/ }))
    await expect(field(canvas, 'Amount per grid')).toHaveValue('100')
    await typeInto(canvas, 'Amount per grid', '50')
    await expect(field(canvas, 'Total investment')).toHaveValue('505')
    await expect(canvas.getByText(/^25 to 1,500 USDT; setting it sets the total/)).toBeVisible()
  },
}

/** A 390 px phone: the preview stacks under the fields and nothing scrolls sideways. */
export const Phone: Story = {
  args: { values: filledGrid, env: storyEnv('spot_grid') },
  decorators: [
    (Story) => (
      <div data-phone style={{ width: 390, border: '1px solid var(--color-border)' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const preview = await canvas.findByRole('region', { name: 'Preview' }, { timeout: 5000 })
    const phone = canvasElement.querySelector('[data-phone]')!
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth + 1)
    const amount = field(canvas, 'Total investment').getBoundingClientRect()
    await expect(preview.getBoundingClientRect().top).toBeGreaterThan(amount.bottom)
    await expect(preview.getBoundingClientRect().right).toBeLessThanOrEqual(
      phone.getBoundingClientRect().right,
    )
  },
}

/**
 * A fresh form opens on the suggestion and follows the price while the range is untouched; once
 * the user edits it, it stays theirs (the suggestion is still one press away).
 */
export const FollowsThePrice: StoryObj<typeof MovingPriceGridStory> = {
  render: (args) => <MovingPriceGridStory {...args} />,
  args: { kind: 'spot_grid', env: storyEnv('spot_grid'), values: emptyGrid, to: 75000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('form', { name: 'Spot grid' }, { timeout: 5000 })
    const en = new Intl.NumberFormat('en')
    const at = (price: number) => suggestGrid(storyHistory, price)!
    await expect(field(canvas, 'Upper price')).toHaveValue(en.format(at(65000).upper_price))
    await userEvent.click(canvas.getByRole('button', { name: 'Move the price' }))
    // 75,000 is above the week's range: the range follows it, two levels of room above.
    await expect(field(canvas, 'Upper price')).toHaveValue(en.format(at(75000).upper_price))
    await expect(field(canvas, 'Number of grids')).toHaveValue(String(at(75000).number_of_grid))
    await typeInto(canvas, 'Lower price', '70000')
    await expect(field(canvas, 'Lower price')).toHaveValue('70,000')
    await expect(field(canvas, 'Upper price')).toHaveValue(en.format(at(75000).upper_price))
  },
}

/** The form in another language: no English label is left and the numbers keep their format. */
const translated =
  (form: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('form', { name: form }, { timeout: 5000 })).toBeVisible()
    await expect(canvas.queryByText('Lower price')).toBeNull()
    await expect(canvas.queryByText('Preview')).toBeNull()
    await expect(canvas.getAllByText('1,010.00 USDT').length).toBeGreaterThan(0)
  }

export const Thai: Story = {
  args: { values: filledGrid, env: storyEnv('spot_grid') },
  globals: { locale: 'th' },
  play: translated('กริดสปอต'),
}

export const Chinese: Story = {
  args: { values: filledGrid, env: storyEnv('spot_grid') },
  globals: { locale: 'zh' },
  play: translated('现货网格'),
}
