import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { setups } from './indicators'
import { phoneStory, QuantStory } from './QuantStoryKit'

const meta = {
  title: 'Screens/Bots/Create/Forms/Indicators',
  component: QuantStory<'indicators'>,
  args: { kind: 'indicators', setup: setups.indicators },
} satisfies Meta<typeof QuantStory<'indicators'>>

export default meta
type Story = StoryObj<typeof meta>

const next = async (canvas: ReturnType<typeof within>) =>
  // The first story of a cold browser may still be loading the rest of its catalogue.
  userEvent.click(await canvas.findByRole('button', { name: 'Next' }, { timeout: 5000 }))

/** The defaults: RSI 14 up through 30 buys, down through 70 sells, read back as sentences. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const buy = await canvas.findByRole('group', { name: 'Buy when' }, { timeout: 5000 })
    await expect(within(buy).getByRole('textbox', { name: 'Length' })).toHaveValue('14')
    await expect(within(buy).getByRole('textbox', { name: 'Value' })).toHaveValue('30')
    await next(canvas)
    const review = await canvas.findByTestId('review')
    await expect(within(review).getByText('RSI 14 crosses above 30')).toBeVisible()
    await expect(within(review).getByText('RSI 14 crosses below 70')).toBeVisible()
  },
}

/** The close against its average: "another line" offers the averages and their length. */
export const PriceAgainstAverage: Story = {
  args: {
    values: {
      entry: {
        indicator: 'price',
        op: 'crosses_above',
        target: 'indicator',
        target_indicator: 'sma',
        target_length: 20,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const buy = await canvas.findByRole('group', { name: 'Buy when' }, { timeout: 5000 })
    await expect(within(buy).queryByRole('textbox', { name: 'Length' })).toBeNull()
    await expect(within(buy).getByRole('radio', { name: 'Another line' })).toBeChecked()
    await expect(within(buy).getByRole('textbox', { name: 'Other length' })).toHaveValue('20')
    await next(canvas)
    const review = await canvas.findByTestId('review')
    await expect(within(review).getByText('the close crosses above SMA 20')).toBeVisible()
  },
}

/** An RSI threshold past 100 and a length of 1 are refused in words. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const buy = await canvas.findByRole('group', { name: 'Buy when' }, { timeout: 5000 })
    const value = within(buy).getByRole('textbox', { name: 'Value' })
    await userEvent.clear(value)
    await userEvent.type(value, '150')
    const length = within(buy).getByRole('textbox', { name: 'Length' })
    await userEvent.clear(length)
    await userEvent.type(length, '1')
    await userEvent.tab()
    await next(canvas)
    await expect(await canvas.findByText('The value must be at most 100')).toBeVisible()
    await expect(canvas.getByText('The length must be at least 2')).toBeVisible()
    await expect(canvas.queryByTestId('review')).toBeNull()
  },
}

export const Phone: Story = phoneStory

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findAllByRole('group')
    await expect(canvas.queryByText('Buy when')).toBeNull()
    await expect(canvas.queryByText('Comparison')).toBeNull()
  },
}

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findAllByRole('group')
    await expect(canvas.queryByText('Sell when')).toBeNull()
    await expect(canvas.queryByText('Indicator')).toBeNull()
  },
}
