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

const ordersTable = (canvas: Canvas) => canvas.findByRole('grid', { name: 'Orders of one cycle' })

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('Initial order amount')).toHaveValue('')
    await expect(canvas.getByText('25 to 1,500')).toBeVisible()
    await expect(canvas.getByLabelText('Take profit ratio')).toHaveValue('1.5')
    await expect(canvas.getByLabelText('Take profit retracement')).toBeVisible()
    // Options stay hidden until their switch is on.
    await expect(canvas.queryByLabelText('Trailing gap')).toBeNull()
    await expect(canvas.queryByLabelText('Entry price')).toBeNull()
    await expect(canvas.getByText(/No coverage steps/)).toBeVisible()
    await expect(canvas.getByText(/Enter the initial order amount/)).toBeVisible()
  },
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeNumber(canvas.getByLabelText('Initial order amount'), '100')
    const add = canvas.getByRole('button', { name: 'Add step' })
    await userEvent.click(add)
    // By keyboard: the button keeps the focus, Enter adds the next step.
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByLabelText('Price drop, step 3')).toHaveValue('2')
    // Step 3 drops a fixed 1,000 USDT below the last buy instead.
    await userEvent.click(canvas.getByRole('button', { name: /Price unit, step 3/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Static' }))
    await typeNumber(canvas.getByLabelText('Price drop, step 3'), '1000')
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
    await typeNumber(canvas.getByLabelText('Price drop, step 1'), '150')
    await expect(await canvas.findByText('The price drop must be at most 100')).toBeVisible()
    await typeNumber(canvas.getByLabelText('Initial order amount'), '10')
    await expect(
      await canvas.findByText('The initial order amount must be at least 25'),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('switch', { name: /Trailing take profit/ }))
    await expect(canvas.queryByLabelText('Take profit retracement')).toBeNull()
    await typeNumber(canvas.getByLabelText('Trailing start'), '2')
    await typeNumber(canvas.getByLabelText('Trailing gap'), '3')
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
    await userEvent.click(canvas.getByRole('button', { name: 'Remove step 2' }))
    await expect(canvas.queryByLabelText('Price drop, step 3')).toBeNull()
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
    await ordersTable(canvas)
    const drop = canvas.getByLabelText('Price drop, step 1').getBoundingClientRect()
    const multiply = canvas.getByLabelText('Multiply, step 1').getBoundingClientRect()
    // The row stacks: the multiply sits below the price drop, not beside it.
    await expect(multiply.top).toBeGreaterThan(drop.bottom)
    await expectNoSidewaysScroll(canvasElement)
  },
}

export const Thai: Story = {
  args: { values: filled },
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText('จำนวนเงินคำสั่งแรก')).toHaveValue('100')
    await expect(canvas.getAllByRole('grid')).toHaveLength(1)
  },
}

export const Chinese: Story = {
  args: { values: filled },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText('首单金额')).toHaveValue('100')
    await expect(canvas.getAllByRole('grid')).toHaveLength(1)
  },
}
