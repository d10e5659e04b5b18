import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { expectNoSidewaysScroll } from '../../../../account/stories/storyKit'
import { setups } from './mean_reversion'
import { QuantStory, typeNumber } from './QuantStoryKit'

const meta = {
  title: 'Screens/Bots/Create/Forms/MeanReversion',
  component: QuantStory<'mean_reversion'>,
  args: { kind: 'mean_reversion', setup: setups.mean_reversion },
} satisfies Meta<typeof QuantStory<'mean_reversion'>>

export default meta
type Story = StoryObj<typeof meta>

export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The first story of a cold browser may wait a while for its catalogue.
    const next = await canvas.findByRole('button', { name: 'Next' }, { timeout: 5000 })
    await expect(await canvas.findByRole('textbox', { name: 'Bollinger length' })).toHaveValue('20')
    await expect(canvas.getByRole('textbox', { name: 'Band width' })).toHaveValue('2')
    await expect(canvas.getByRole('radio', { name: '1 hour' })).toBeChecked()
    await userEvent.click(next)
    const review = await canvas.findByTestId('review')
    await expect(within(review).getByText('20 candles, 2 standard deviations')).toBeVisible()
    await expect(within(review).getByTestId('capital')).toHaveTextContent('1,000.00 USDT')
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeNumber(canvas, 'Bollinger length', '4')
    await expect(await canvas.findByText('The Bollinger length must be at least 5')).toBeVisible()
    await typeNumber(canvas, 'Bollinger length', '20.5')
    await expect(
      await canvas.findByText('The Bollinger length must be a whole number'),
    ).toBeVisible()
    await typeNumber(canvas, 'Band width', '6')
    await expect(await canvas.findByText('The band width must be at most 5')).toBeVisible()
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
    await expectNoSidewaysScroll(form)
  },
}

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('form')).toBeVisible()
    await expect(canvas.queryByText('Bollinger length')).toBeNull()
    await expect(canvas.queryByText('Band width')).toBeNull()
  },
}
