import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { setups } from './chat_pattern'
import { phoneStory, QuantStory, typeNumber } from './QuantStoryKit'

const meta = {
  title: 'Screens/Bots/Create/Forms/ChartPattern',
  component: QuantStory<'chat_pattern'>,
  args: { kind: 'chat_pattern', setup: setups.chat_pattern },
} satisfies Meta<typeof QuantStory<'chat_pattern'>>

export default meta
type Story = StoryObj<typeof meta>

/** The defaults pass: Next leads to the rule in words. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('textbox', { name: 'Pivot width' }, { timeout: 5000 }),
    ).toHaveValue('3')
    await expect(canvas.getByRole('textbox', { name: 'Level tolerance' })).toHaveValue('1')
    const patterns = canvas.getByRole('group', { name: 'Patterns' })
    await expect(within(patterns).getAllByRole('checkbox', { checked: true })).toHaveLength(3)
    // The first story of a cold browser may still be loading the rest of its catalogue.
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }, { timeout: 5000 }))
    const review = await canvas.findByTestId('review')
    await expect(within(review).getByText('3 bars each side')).toBeVisible()
    await expect(within(review).getByText('80 bars')).toBeVisible()
    await expect(
      within(review).getByText('Double top and bottom, head and shoulders, and triangle breakouts'),
    ).toBeVisible()
    await expect(within(review).getByTestId('capital')).toHaveTextContent('1,000.00 USDT')
  },
}

/** Out-of-range values and no pattern at all get their messages, and Next goes nowhere. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeNumber(canvas, 'Pivot width', '1')
    await typeNumber(canvas, 'Pattern window', '5')
    const patterns = canvas.getByRole('group', { name: 'Patterns' })
    for (const box of within(patterns).getAllByRole('checkbox')) await userEvent.click(box)
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(await canvas.findByText('The pivot width must be at least 2')).toBeVisible()
    await expect(canvas.getByText('The pattern window must be at least 20')).toBeVisible()
    await expect(canvas.getByText('Choose at least one pattern to trade')).toBeVisible()
    await expect(canvas.queryByTestId('review')).toBeNull()
  },
}

export const Phone: Story = phoneStory

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findAllByRole('checkbox')
    await expect(canvas.queryByText('Pivot width')).toBeNull()
    await expect(canvas.queryByText('Head and shoulders')).toBeNull()
  },
}

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findAllByRole('checkbox')
    await expect(canvas.queryByText('Level tolerance')).toBeNull()
    await expect(canvas.queryByText('Triangle breakouts')).toBeNull()
  },
}
