import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { setups } from './momentum_trading'
import { QuantStory, typeNumber } from './QuantStoryKit'

const meta = {
  title: 'Screens/Bots/Create/Forms/MomentumTrading',
  component: QuantStory<'momentum_trading'>,
  args: { kind: 'momentum_trading', setup: setups.momentum_trading },
} satisfies Meta<typeof QuantStory<'momentum_trading'>>

export default meta
type Story = StoryObj<typeof meta>

export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The first story of a cold browser may wait a while for its catalogue.
    const next = await canvas.findByRole('button', { name: 'Next' }, { timeout: 5000 })
    await expect(await canvas.findByRole('textbox', { name: 'Rate-of-change length' })).toHaveValue(
      '12',
    )
    await expect(canvas.getByRole('textbox', { name: 'Rate-of-change threshold' })).toHaveValue('2')
    await expect(canvas.getByRole('textbox', { name: 'ADX length' })).toHaveValue('14')
    await expect(canvas.getByRole('textbox', { name: 'Minimum ADX' })).toHaveValue('25')
    await userEvent.click(next)
    const review = await canvas.findByTestId('review')
    await expect(within(review).getByText('Above 2.00% over 12 candles')).toBeVisible()
    await expect(within(review).getByText('ADX 14 at least 25')).toBeVisible()
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeNumber(canvas, 'Rate-of-change threshold', '0.05')
    await expect(
      await canvas.findByText('The rate-of-change threshold must be at least 0.1'),
    ).toBeVisible()
    await typeNumber(canvas, 'Minimum ADX', '70')
    await expect(await canvas.findByText('The minimum ADX must be at most 60')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(canvas.queryByTestId('review')).toBeNull()
  },
}

export const Korean: Story = {
  globals: { locale: 'ko' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('form')).toBeVisible()
    await expect(canvas.queryByText('Minimum ADX')).toBeNull()
    await expect(canvas.queryByText('Rate-of-change threshold')).toBeNull()
  },
}
