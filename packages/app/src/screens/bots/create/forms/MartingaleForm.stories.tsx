import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import type { SetupValues } from '../setup/types'
import { expectNoSidewaysScroll } from '../../../account/stories/storyKit'
import { setups } from './martingale'
import { SetupStory } from './MartingaleStoryKit'

type Values = Partial<SetupValues<'spot_martingale'>>

function SpotMartingale(props: { values?: Values; width?: number }) {
  return <SetupStory kind="spot_martingale" setup={setups.spot_martingale} {...props} />
}

const meta = {
  title: 'Screens/Bots/Create/Forms/SpotMartingale',
  component: SpotMartingale,
} satisfies Meta<typeof SpotMartingale>

export default meta
type Story = StoryObj<typeof meta>
type Canvas = ReturnType<typeof within>

const step = (price_drop: number, multiply: number) =>
  ({ price_unit: 'DYNAMIC', price_drop, multiply_unit: 'DYNAMIC', multiply }) as const

/** 100 USDT, then three steps 2 % apart that double the order: 100 + 200 + 400 + 800. */
const filled: Values = {
  coin_initial_opening: 100,
  take_profit_ratio: 1.5,
  drop_pullback: 0.3,
  tp_retrectment: 0.3,
  coverage: [step(2, 2), step(2, 2), step(2, 2)],
}

const typeNumber = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field)
  await userEvent.type(field, text)
  await userEvent.tab()
}

/** The English catalogue loads after the first render; a translated heading means it is in. */
const ready = (canvas: Canvas) => canvas.findByRole('heading', { name: 'Coverage steps' })

const ordersTable = (canvas: Canvas) => canvas.findByRole('grid', { name: 'Orders of one cycle' })

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await ready(canvas)
    await expect(canvas.getByRole('textbox', { name: 'Initial order amount' })).toHaveValue('')
    await expect(canvas.getByText('25 to 1,500')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Take profit ratio' })).toHaveValue('1.5')
    await expect(canvas.getByRole('textbox', { name: 'Take profit retracement' })).toBeVisible()
    // Options stay hidden until their switch is on.
    await expect(canvas.queryByRole('textbox', { name: 'Trailing gap' })).toBeNull()
    await expect(canvas.queryByRole('textbox', { name: 'Entry price' })).toBeNull()
    await expect(canvas.getByText(/No coverage steps/)).toBeVisible()
    await expect(canvas.getByText(/Enter the initial order amount/)).toBeVisible()
  },
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await ready(canvas)
    await typeNumber(canvas.getByRole('textbox', { name: 'Initial order amount' }), '100')
    const add = canvas.getByRole('button', { name: 'Add step' })
    await userEvent.click(add)
    // By keyboard: the button keeps the focus, Enter adds the next step.
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('textbox', { name: 'Price drop, step 3' })).toHaveValue('2')
    // Step 3 drops a fixed 1,000 USDT below the last buy instead.
    await userEvent.click(canvas.getByRole('button', { name: /Price unit, step 3/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Static' }))
    await typeNumber(canvas.getByRole('textbox', { name: 'Price drop, step 3' }), '1000')
    const table = within(await ordersTable(canvas))
    await expect(table.getAllByRole('row')).toHaveLength(5)
    // 65,000 − 2 % = 63,700, bought 0.3 % up (63,891.10); − 2 % = 62,613.28, bought at
    // 62,801.12; − 1,000 = 61,801.12.
    await expect(table.getByText('63,700.00')).toBeVisible()
    await expect(table.getByText('61,801.12')).toBeVisible()
    await expect(table.getByText('1,500.00 USDT')).toBeVisible()
    // 1,500 plus 1 % for fees, against 10,000 USDT.
    await expect(canvas.getByText('1,515.00 USDT')).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const Invalid: Story = {
  args: { values: { coin_initial_opening: 100, coverage: [step(2, 2)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await ready(canvas)
    await typeNumber(canvas.getByRole('textbox', { name: 'Price drop, step 1' }), '150')
    await expect(await canvas.findByText('The price drop must be at most 100')).toBeVisible()
    await typeNumber(canvas.getByRole('textbox', { name: 'Initial order amount' }), '10')
    await expect(
      await canvas.findByText('The initial order amount must be at least 25'),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('switch', { name: /Trailing take profit/ }))
    await expect(canvas.queryByRole('textbox', { name: 'Take profit retracement' })).toBeNull()
    await typeNumber(canvas.getByRole('textbox', { name: 'Trailing start' }), '2')
    await typeNumber(canvas.getByRole('textbox', { name: 'Trailing gap' }), '3')
    await expect(
      await canvas.findByText('The trailing gap must be at most the trailing start'),
    ).toBeVisible()
    await expect(canvas.getByText('The trailing ceiling gap field is required')).toBeVisible()
  },
}

export const InsufficientBalance: Story = {
  // 1,000 + 3,000 + 9,000 + 27,000 = 40,000, plus 1 %: far above 10,000 USDT.
  args: {
    values: {
      ...filled,
      coin_initial_opening: 1000,
      coverage: [step(3, 3), step(3, 3), step(3, 3)],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await ready(canvas)
    await ordersTable(canvas)
    await expect(canvas.getByText('40,400.00 USDT')).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Not enough USDT: the worst case needs 30,400.00 USDT more than your available balance.',
    )
  },
}

export const RemovingAStep: Story = {
  args: { values: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await ready(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Remove step 2' }))
    await expect(canvas.queryByRole('textbox', { name: 'Price drop, step 3' })).toBeNull()
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add step' })).toHaveFocus())
    const table = within(await ordersTable(canvas))
    await expect(table.getAllByRole('row')).toHaveLength(4)
    // 100 + 200 + 400, plus 1 %.
    await expect(canvas.getByText('707.00 USDT')).toBeVisible()
  },
}

export const Phone: Story = {
  args: { values: filled, width: 390 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await ready(canvas)
    await ordersTable(canvas)
    const box = (name: string) => canvas.getByRole('textbox', { name }).getBoundingClientRect()
    const unit = canvas.getByRole('button', { name: /Price unit, step 1/ }).getBoundingClientRect()
    // The row stacks: each control on its own line, the price drop below its unit.
    await expect(box('Price drop, step 1').top).toBeGreaterThan(unit.bottom)
    await expect(box('Multiply, step 1').top).toBeGreaterThan(box('Price drop, step 1').bottom)
    await expectNoSidewaysScroll(canvasElement)
  },
}

export const Thai: Story = {
  args: { values: filled },
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'ขั้นการซื้อถัว' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'จำนวนเงินคำสั่งแรก' })).toHaveValue('100')
    await expect(canvas.getByRole('textbox', { name: 'ระยะราคาลง ขั้นที่ 2' })).toHaveValue('2')
    await expect(canvas.getAllByRole('grid')).toHaveLength(1)
  },
}

export const Chinese: Story = {
  args: { values: filled },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: '补仓步骤' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: '首单金额' })).toHaveValue('100')
    await expect(canvas.getByRole('textbox', { name: '跌幅，第 2 步' })).toHaveValue('2')
    await expect(canvas.getAllByRole('grid')).toHaveLength(1)
  },
}
