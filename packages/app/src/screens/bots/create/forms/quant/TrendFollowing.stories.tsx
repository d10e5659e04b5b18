import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { QuantStory, typeNumber } from './QuantStoryKit'
import { setups } from './trend_following'

const meta = {
  title: 'Screens/Bots/Create/Forms/TrendFollowing',
  component: QuantStory<'trend_following'>,
  args: { kind: 'trend_following', setup: setups.trend_following },
} satisfies Meta<typeof QuantStory<'trend_following'>>

export default meta
type Story = StoryObj<typeof meta>

/** The defaults: a 20-candle Donchian breakout on 4-hour candles, a 3 × ATR 14 stop. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const entry = await canvas.findByRole('radiogroup', { name: 'Entry signal' })
    // findBy: the first story of a cold browser may still be loading its catalogue.
    await expect(
      await within(entry).findByRole('radio', { name: /Donchian breakout/ }, { timeout: 5000 }),
    ).toBeChecked()
    await expect(canvas.getByRole('textbox', { name: 'Channel length' })).toHaveValue('20')
    await expect(canvas.getByRole('textbox', { name: 'ATR length' })).toHaveValue('14')
    await expect(canvas.getByRole('textbox', { name: 'ATR multiplier' })).toHaveValue('3')
    // The EMA lengths belong to the other entry and stay hidden.
    await expect(canvas.queryByRole('textbox', { name: 'Fast EMA length' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    const review = await canvas.findByTestId('review')
    await expect(within(review).getByText('Donchian breakout (20 candles)')).toBeVisible()
    await expect(within(review).getByText('3 × ATR 14 below the highest close')).toBeVisible()
  },
}

/** The EMA cross with its lengths; the review says them. */
export const EmaCross: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      await canvas.findByRole('radio', { name: /EMA cross/ }, { timeout: 5000 }),
    )
    await expect(canvas.queryByRole('textbox', { name: 'Channel length' })).toBeNull()
    await typeNumber(canvas, 'Fast EMA length', '12')
    await typeNumber(canvas, 'Slow EMA length', '26')
    await typeNumber(canvas, 'ATR multiplier', '2.5')
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    const review = await canvas.findByTestId('review')
    await expect(within(review).getByText('EMA cross (12/26)')).toBeVisible()
    await expect(within(review).getByText('2.5 × ATR 14 below the highest close')).toBeVisible()
  },
}

/** A slow EMA no longer than the fast one, and lengths out of range, are refused. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      await canvas.findByRole('radio', { name: /EMA cross/ }, { timeout: 5000 }),
    )
    await typeNumber(canvas, 'Fast EMA length', '30')
    await typeNumber(canvas, 'Slow EMA length', '30')
    await expect(
      await canvas.findByText('The slow EMA length must be greater than the fast EMA length'),
    ).toBeVisible()
    await typeNumber(canvas, 'ATR multiplier', '12')
    await expect(await canvas.findByText('The ATR multiplier must be at most 10')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(canvas.queryByTestId('review')).toBeNull())
  },
}
