import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { setups } from './swing_trading'
import { QuantStory, typeNumber } from './QuantStoryKit'

const meta = {
  title: 'Screens/Bots/Create/Forms/SwingTrading',
  component: QuantStory<'swing_trading'>,
  args: { kind: 'swing_trading', setup: setups.swing_trading },
} satisfies Meta<typeof QuantStory<'swing_trading'>>

export default meta
type Story = StoryObj<typeof meta>

export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The first story of a cold browser may wait a while for its catalogue.
    const next = await canvas.findByRole('button', { name: 'Next' }, { timeout: 5000 })
    await expect(await canvas.findByRole('textbox', { name: 'RSI length' })).toHaveValue('14')
    await expect(canvas.getByRole('textbox', { name: 'Oversold level' })).toHaveValue('30')
    await expect(canvas.getByRole('textbox', { name: 'Overbought level' })).toHaveValue('70')
    // Swings last days: the form starts on 4-hour candles.
    await expect(canvas.getByRole('radio', { name: '4 hours' })).toBeChecked()
    await userEvent.click(next)
    const review = await canvas.findByTestId('review')
    await expect(within(review).getByText('14 candles, buy above 30, sell below 70')).toBeVisible()
  },
}

export const OverboughtBelowOversold: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeNumber(canvas, 'Oversold level', '50')
    await typeNumber(canvas, 'Overbought level', '50')
    await expect(
      await canvas.findByText('The overbought level must be greater than the oversold level'),
    ).toBeVisible()
    await typeNumber(canvas, 'Overbought level', '60')
    await waitFor(() =>
      expect(
        canvas.queryByText('The overbought level must be greater than the oversold level'),
      ).toBeNull(),
    )
    await typeNumber(canvas, 'RSI length', '1')
    await expect(await canvas.findByText('The RSI length must be at least 2')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(canvas.queryByTestId('review')).toBeNull()
  },
}

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('form')).toBeVisible()
    await expect(canvas.queryByText('Oversold level')).toBeNull()
    await expect(canvas.queryByText('Overbought level')).toBeNull()
  },
}
