import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { SignalSummary } from '@atb/contract'
import { expectNoSidewaysScroll, resolves, withFlows } from '../../../account/stories/storyKit'
import { storyProvider } from '../../../signals/stories/signalSamples'
import { SignalStory, spotEnv } from './SignalStoryKit'

const meta = {
  title: 'Screens/Bots/Create/Forms/SpotSignal',
  component: SignalStory,
  args: { kind: 'spot_signal', env: spotEnv },
} satisfies Meta<typeof SignalStory>

export default meta
type Story = StoryObj<typeof meta>
type Canvas = ReturnType<typeof within>

const number = async (canvas: Canvas, label: string | RegExp, value: string) => {
  // findBy: the story's catalogue may still be loading when the play starts.
  const input = await canvas.findByRole('textbox', { name: label })
  await userEvent.clear(input)
  await userEvent.type(input, value)
  await userEvent.tab()
}

const filled = {
  total_amount: 100,
  amount: 20,
  coverage_x: 2,
  coverage: [
    { seq: 1, amount: 30 },
    { seq: 2, amount: 40 },
  ],
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const signal = await canvas.findByRole('radiogroup', { name: /^Signal/ })
    await expect(within(signal).getByRole('radio', { name: /Moving-average cross/ })).toBeChecked()
    await expect(canvas.getByRole('textbox', { name: 'Total amount' })).toHaveValue('')
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('')
    await expect(
      // The first story of a cold browser may wait a while for its catalogue.
      await canvas.findByText('Enter the first order’s amount to see the ladder.', undefined, {
        timeout: 5000,
      }),
    ).toBeVisible()
    // Options behind a flag stay hidden while it is off.
    await expect(canvas.queryByRole('textbox', { name: 'Take profit' })).toBeNull()
    await expect(canvas.queryByRole('textbox', { name: 'Amount for all orders' })).toBeNull()
  },
}

/** "Follow with a bot" on a provider's page: its signal is chosen, by name, up to the review. */
export const FollowsProvider: Story = {
  args: { values: { signal_id: 'p_k7m2qx9pab' } },
  decorators: [withFlows({ loadSignal: resolves<SignalSummary, { id: string }>(storyProvider) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const signal = await canvas.findByRole('radiogroup', { name: /^Signal/ })
    await expect(await within(signal).findByRole('radio', { name: /Alpha Calls/ })).toBeChecked()
    await expect(
      within(signal).getByText('Swing calls on the majors, two or three a day.'),
    ).toBeVisible()
    await number(canvas, 'Total amount', '100')
    await number(canvas, 'Amount', '20')
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(await canvas.findByText('Alpha Calls', { selector: 'dd' })).toBeVisible()
  },
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await number(canvas, 'Total amount', '100')
    await number(canvas, 'Amount', '20')
    const add = canvas.getByRole('button', { name: 'Add a coverage order' })
    await userEvent.click(add)
    await userEvent.click(add)
    await number(canvas, 'Coverage amount 2', '40')
    await expect(canvas.getByRole('textbox', { name: 'Coverage times' })).toHaveValue('2')
    const ladder = canvas.getByRole('grid', { name: 'Order ladder' })
    await expect(within(ladder).getAllByRole('row')).toHaveLength(4)
    await expect(within(ladder).getByText('80.00 USDT')).toBeVisible()
    await userEvent.click(canvas.getByRole('switch', { name: 'Set a take profit' }))
    await number(canvas, 'Take profit', '5')
    await userEvent.click(canvas.getByRole('combobox', { name: 'Add a pair' }))
    await userEvent.type(canvas.getByRole('combobox', { name: 'Add a pair' }), 'ETH')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(canvas.getByRole('row', { name: 'ETH/USDT' })).toBeVisible()
    await waitFor(() => expect(document.querySelector('[role="listbox"]')).toBeNull())
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Add a pair' })).toHaveFocus())
    await expect(canvas.getByRole('combobox', { name: 'Add a pair' })).toHaveValue('')
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    const review = await canvas.findByTestId('review')
    await expect(within(review).getByText('Moving-average cross (20/80)')).toBeVisible()
    await expect(within(review).getByText('Up to 2: 20.00 USDT, 40.00 USDT')).toBeVisible()
    await expect(within(review).getByText('ETH/USDT')).toBeVisible()
    await expect(within(review).getByTestId('capital')).toHaveTextContent('100.00 USDT')
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await number(canvas, 'Amount', '20')
    await userEvent.click(canvas.getByRole('button', { name: 'Add a coverage order' }))
    await number(canvas, 'Coverage amount 1', '10')
    await expect(await canvas.findByText('The coverage amount must be at least 15')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(await canvas.findByText('The total amount field is required')).toBeVisible()
    await expect(canvas.queryByTestId('review')).toBeNull()
  },
}

export const AllOrdersOneAmount: Story = {
  args: { values: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('switch', { name: 'Same amount for every order' }))
    await number(canvas, 'Amount for all orders', '14')
    await expect(
      await canvas.findByText('The amount for all orders must be at least 15'),
    ).toBeVisible()
    await number(canvas, 'Amount for all orders', '25')
    await waitFor(() =>
      expect(canvas.queryByText('The amount for all orders must be at least 15')).toBeNull(),
    )
    const ladder = canvas.getByRole('grid', { name: 'Order ladder' })
    await expect(within(ladder).getByText('75.00 USDT')).toBeVisible()
  },
}

export const OverBudget: Story = {
  args: {
    values: {
      ...filled,
      total_amount: 600,
      coverage: [filled.coverage[0]!, { seq: 2, amount: 600 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/more than the total amount of 600\.00 USDT/)).toBeVisible()
    await expect(
      canvas.getByText(/needs 650\.00 USDT, more than your free balance of 500\.00 USDT/),
    ).toBeVisible()
  },
}

export const Phone: Story = {
  args: { values: { ...filled, enable_option_stop_loss: true, option_stop_loss: 3 } },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = await canvas.findByRole('form')
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth + 1)
    await expectNoSidewaysScroll(form)
    // The ladder stacks its cells into labelled lines instead of scrolling.
    await expect(canvas.getByRole('grid', { name: 'Order ladder' })).toBeVisible()
  },
}

export const Thai: Story = {
  args: { values: filled },
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect((await canvas.findAllByRole('grid'))[0]).toBeVisible()
    await expect(canvas.queryByText('Total amount')).toBeNull()
    await expect(canvas.queryByText('Order ladder')).toBeNull()
  },
}

export const Chinese: Story = {
  args: { values: filled },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect((await canvas.findAllByRole('grid'))[0]).toBeVisible()
    await expect(canvas.queryByText('Total amount')).toBeNull()
    await expect(canvas.queryByText('Coverage orders')).toBeNull()
  },
}
