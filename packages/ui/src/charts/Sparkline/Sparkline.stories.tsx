import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Sparkline } from './Sparkline'

/** 25 hourly closes of BTC/USDT drifting up from 64,100 to 65,020 with a dip on the way. */
const rising = [
  64100, 64180, 64050, 63920, 63880, 64010, 64160, 64230, 64190, 64320, 64410, 64380, 64290, 64350,
  64470, 64560, 64610, 64540, 64680, 64790, 64850, 64920, 64880, 64960, 65020,
]
const falling = [...rising].reverse()

const meta = {
  title: 'Charts/Sparkline',
  component: Sparkline,
  args: { values: rising, period: 'Last 24 hours' },
} satisfies Meta<typeof Sparkline>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

/** Up: the chart-up colour, and the label says how far. */
export const Rising: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img')
    await expect(image).toHaveAccessibleName('Last 24 hours: from 64,100.00 to 65,020.00, up 1.44%')
    await expect(image).toHaveAttribute('data-direction', 'up')
  },
}

export const Falling: Story = {
  args: { values: falling },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img')
    await expect(image).toHaveAccessibleName(/from 65,020\.00 to 64,100\.00, down 1\.41%/)
    await expect(image).toHaveAttribute('data-direction', 'down')
  },
}

/** First and last equal: a muted line, "unchanged". */
export const Flat: Story = {
  args: { values: [2650.4, 2652.1, 2648.9, 2650.4] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName(
      'Last 24 hours: unchanged at 2,650.40',
    )
  },
}

/** A young feed with one close: a level line in the middle. */
export const OneValue: Story = {
  args: { values: [1.0845] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName(
      'Last 24 hours: unchanged at 1.0845',
    )
  },
}

/** No closes yet: a dashed baseline, and the label says so. */
export const NoValues: Story = {
  args: { values: [] },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img')
    await expect(image).toHaveAccessibleName('Last 24 hours: no prices yet')
    await expect(image.querySelector('line')).not.toBeNull()
  },
}

/** A larger one, as a card might use it. */
export const Large: Story = { args: { width: 240, height: 64 } }

export const Dark: Story = { globals: { theme: 'dark' } }
