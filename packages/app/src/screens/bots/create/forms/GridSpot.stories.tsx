import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { suggestGrid } from './gridMath'
import { emptyGrid, filledGrid, GridStory, storyEnv, storyHistory } from './GridStoryKit'

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
    for (const label of ['Lower price', 'Upper price', 'Number of grids', 'Amount per grid'])
      await expect(field(canvas, label)).toHaveValue('')
    await expect(canvas.getByText('2 to 149')).toBeVisible()
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
    await typeInto(canvas, 'Amount per grid', '100')
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
    const suggestion = suggestGrid(storyHistory)!
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
    const amount = field(canvas, 'Amount per grid').getBoundingClientRect()
    await expect(preview.getBoundingClientRect().top).toBeGreaterThan(amount.bottom)
    await expect(preview.getBoundingClientRect().right).toBeLessThanOrEqual(
      phone.getBoundingClientRect().right,
    )
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
