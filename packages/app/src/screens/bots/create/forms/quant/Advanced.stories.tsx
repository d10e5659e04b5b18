import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { setups } from './advanced'
import { phoneStory, QuantStory } from './QuantStoryKit'

const meta = {
  title: 'Screens/Bots/Create/Forms/Advanced',
  component: QuantStory<'advanced'>,
  args: { kind: 'advanced', setup: setups.advanced },
} satisfies Meta<typeof QuantStory<'advanced'>>

export default meta
type Story = StoryObj<typeof meta>

const next = async (canvas: ReturnType<typeof within>) =>
  // The first story of a cold browser may still be loading the rest of its catalogue.
  userEvent.click(await canvas.findByRole('button', { name: 'Next' }, { timeout: 5000 }))

/** The defaults: two buy conditions joined by AND, one sell condition, read back as sentences. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('group', { name: 'Buy condition 2' }, { timeout: 5000 })
    await expect(
      canvas.getByRole('radiogroup', { name: 'Buy when' }).querySelector('input:checked'),
    ).toHaveAttribute('value', 'and')
    await next(canvas)
    const review = await canvas.findByTestId('review')
    await expect(
      within(review).getByText('EMA 20 crosses above EMA 50 and RSI 14 is above 50'),
    ).toBeVisible()
    await expect(within(review).getByText('EMA 20 crosses below EMA 50')).toBeVisible()
  },
}

/** Rows are added and removed in place, by keyboard too; OR joins the sell side. */
export const AddAndRemove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Add a sell condition' }, { timeout: 5000 }),
    )
    const added = canvas.getByRole('group', { name: 'Sell condition 2' })
    await expect(within(added).getByRole('textbox', { name: 'Other length' })).toHaveValue('50')
    // The sell side's logic is OR already (the defaults); the buy side keeps AND.
    const sell = canvas.getByRole('radiogroup', { name: 'Sell when' })
    await expect(within(sell).getByRole('radio', { name: 'Any of these holds (OR)' })).toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Buy condition 2' }))
    await expect(canvas.queryByRole('group', { name: 'Buy condition 2' })).toBeNull()
    // The last row of a side cannot go: a rule needs a condition.
    await expect(canvas.queryByRole('button', { name: 'Remove Buy condition 1' })).toBeNull()
    await next(canvas)
    const review = await canvas.findByTestId('review')
    await expect(
      within(review).getByText('EMA 20 crosses below EMA 50 or the close is above SMA 50'),
    ).toBeVisible()
  },
}

/** Five is the most a side takes: the add button stops there. */
export const Full: Story = {
  args: {
    values: {
      entry_conditions: Array.from({ length: 5 }, () => ({
        indicator: 'rsi' as const,
        length: 14,
        op: 'above' as const,
        target: 'value' as const,
        value: 50,
      })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('group', { name: 'Buy condition 5' })
    await expect(canvas.getByRole('button', { name: 'Add a buy condition' })).toBeDisabled()
  },
}

export const Phone: Story = phoneStory

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findAllByRole('radiogroup')
    await expect(canvas.queryByText('Buy condition 1')).toBeNull()
    await expect(canvas.queryByText('Add a buy condition')).toBeNull()
  },
}

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findAllByRole('radiogroup')
    await expect(canvas.queryByText('Sell condition 1')).toBeNull()
    await expect(canvas.queryByText('All of these hold (AND)')).toBeNull()
  },
}
