import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import type { SetupValues } from '../setup/types'
import { expectNoSidewaysScroll } from '../../../account/stories/storyKit'
import { setups } from './martingale'
import { SetupStory } from './MartingaleStoryKit'

type Values = Partial<SetupValues<'dca'>>

function Dca(props: { values?: Values; width?: number }) {
  return <SetupStory kind="dca" setup={setups.dca} {...props} />
}

const meta = {
  title: 'Screens/Bots/Create/Forms/Dca',
  component: Dca,
} satisfies Meta<typeof Dca>

export default meta
type Story = StoryObj<typeof meta>

/** 20 USDT every hour, ten times. */
const filled: Values = { amount: 20, interval_minutes: 60, order_count: 10 }

/** The English catalogue loads after the first render; a translated heading means it is in. */
const ready = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('heading', { name: 'Schedule' })

const typeNumber = async (field: HTMLElement, text: string) => {
  await userEvent.clear(field)
  await userEvent.type(field, text)
  await userEvent.tab()
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await ready(canvas)
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('')
    await expect(canvas.getByText('Per order, at least 15')).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Interval' })).toHaveValue('60')
    await expect(canvas.getByRole('textbox', { name: 'Number of orders' })).toHaveValue('10')
    await expect(canvas.queryByRole('textbox', { name: 'Take profit' })).toBeNull()
    await expect(canvas.getByText(/Enter the amount, the interval/)).toBeVisible()
  },
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await ready(canvas)
    await typeNumber(canvas.getByRole('textbox', { name: 'Amount' }), '20')
    const table = within(await canvas.findByRole('grid', { name: 'Order schedule' }))
    // The first four orders and the last: header plus five rows.
    await expect(table.getAllByRole('row')).toHaveLength(6)
    await expect(table.getByText('At start')).toBeVisible()
    await expect(table.getByText('in 9 hours')).toBeVisible()
    await expect(table.getByText('200.00 USDT')).toBeVisible()
    await expect(canvas.getByText('5 more orders between order 4 and the last.')).toBeVisible()
    // 10 × 20 plus 1 % for fees.
    await expect(canvas.getByText('202.00 USDT')).toBeVisible()
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const WithTakeProfit: Story = {
  args: { values: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await ready(canvas)
    await userEvent.click(canvas.getByRole('switch', { name: /Close at a take profit/ }))
    await typeNumber(await canvas.findByRole('textbox', { name: 'Take profit' }), '5')
    await expect(canvas.getByRole('textbox', { name: 'Take profit' })).toHaveValue('5')
    await expect(canvas.queryByText(/The take profit/)).toBeNull()
  },
}

export const Invalid: Story = {
  args: { values: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await ready(canvas)
    await typeNumber(canvas.getByRole('textbox', { name: 'Amount' }), '10')
    await expect(await canvas.findByText('The amount must be at least 15')).toBeVisible()
    await typeNumber(canvas.getByRole('textbox', { name: 'Number of orders' }), '0')
    await expect(await canvas.findByText('The number of orders must be at least 1')).toBeVisible()
    await userEvent.click(canvas.getByRole('switch', { name: /Close at a take profit/ }))
    await typeNumber(await canvas.findByRole('textbox', { name: 'Take profit' }), '150')
    await expect(await canvas.findByText('The take profit must be at most 100')).toBeVisible()
  },
}

export const InsufficientBalance: Story = {
  // 10 × 1,500 plus 1 % = 15,150 against 10,000 USDT.
  args: { values: { ...filled, amount: 1500 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await ready(canvas)
    await expect(canvas.getByText('15,150.00 USDT')).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Not enough USDT: the worst case needs 5,150.00 USDT more than your available balance.',
    )
  },
}

export const Phone: Story = {
  args: { values: filled, width: 390 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await ready(canvas)
    await canvas.findByRole('grid', { name: 'Order schedule' })
    await expectNoSidewaysScroll(canvasElement)
  },
}

export const Thai: Story = {
  args: { values: filled },
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'ตารางเวลา' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'จำนวนเงิน' })).toHaveValue('20')
    await expect(canvas.getAllByRole('grid')).toHaveLength(1)
  },
}

export const Chinese: Story = {
  args: { values: filled },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: '计划' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: '金额' })).toHaveValue('20')
    await expect(canvas.getAllByRole('grid')).toHaveLength(1)
  },
}
