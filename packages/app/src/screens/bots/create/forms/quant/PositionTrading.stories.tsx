import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { expectNoSidewaysScroll } from '../../../../account/stories/storyKit'
import { setups } from './position_trading'
import { QuantStory, typeNumber } from './QuantStoryKit'

const meta = {
  title: 'Screens/Bots/Create/Forms/PositionTrading',
  component: QuantStory<'position_trading'>,
  args: { kind: 'position_trading', setup: setups.position_trading },
} satisfies Meta<typeof QuantStory<'position_trading'>>

export default meta
type Story = StoryObj<typeof meta>

export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const interval = await canvas.findByRole('radiogroup', { name: 'Bar interval' })
    // findBy, with time: a cold browser may still be loading the page's messages.
    await expect(
      await within(interval).findByRole('radio', { name: /^1\s+day$/ }, { timeout: 5000 }),
    ).toBeChecked()
    const regime = canvas.getByRole('radiogroup', { name: 'Trend regime' })
    await expect(within(regime).getByRole('radio', { name: /Golden cross/ })).toBeChecked()
    await expect(canvas.getByRole('textbox', { name: 'Fast average length' })).toHaveValue('50')
    await expect(canvas.getByRole('textbox', { name: 'Slow average length' })).toHaveValue('200')
    await expect(canvas.getByRole('textbox', { name: 'Confirmation bars' })).toHaveValue('2')
  },
}

export const Reviewed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const regime = await canvas.findByRole('radiogroup', { name: 'Trend regime' })
    await userEvent.click(within(regime).getByRole('radio', { name: /Close above/ }))
    await typeNumber(canvas, 'Slow average length', '150')
    await typeNumber(canvas, 'Confirmation bars', '3')
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    const review = await canvas.findByTestId('review')
    await expect(within(review).getByText('Close above the slow average')).toBeVisible()
    await expect(within(review).getByText('Close over SMA 150')).toBeVisible()
    await expect(within(review).getByText('3 bars')).toBeVisible()
    await expect(within(review).getByTestId('capital')).toHaveTextContent('1,000.00 USDT')
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeNumber(canvas, 'Fast average length', '120')
    await typeNumber(canvas, 'Slow average length', '100')
    await expect(
      await canvas.findByText(
        'The slow average length must be greater than the fast average length',
      ),
    ).toBeVisible()
    await typeNumber(canvas, 'Confirmation bars', '12')
    await expect(await canvas.findByText('The confirmation bars must be at most 10')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(canvas.queryByTestId('review')).toBeNull()
  },
}

export const Phone: Story = {
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
    await expect(canvas.getByRole('textbox', { name: 'Confirmation bars' })).toBeVisible()
    await expectNoSidewaysScroll(form)
  },
}

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('form')
    await expect(canvas.queryByText('Golden cross')).toBeNull()
    await expect(canvas.queryByText('Confirmation bars')).toBeNull()
  },
}
