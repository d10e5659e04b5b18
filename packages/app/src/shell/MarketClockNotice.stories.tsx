import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { MarketClockNotice } from './MarketClockNotice'
import { withFlows } from '../screens/account/stories/storyKit'
import { STORY_NOW } from '../screens/account/stories/communityFakes'

const replay = (speed: number) => async () => ({
  source: 'replay' as const,
  speed,
  now: () => STORY_NOW,
})

/** The note every signed-in page shows above its content while the market is a replay (decision 087). */
const meta = {
  title: 'Shell/Market clock notice',
  component: MarketClockNotice,
  decorators: [withFlows({ loadMarketClock: replay(60) })],
} satisfies Meta<typeof MarketClockNotice>

export default meta
type Story = StoryObj<typeof meta>

export const FastReplay: Story = {
  play: async ({ canvasElement }) => {
    const note = await within(canvasElement).findByRole('note', { name: 'Replay market' })
    await expect(note).toHaveTextContent('replayed 60× faster than real time')
  },
}

export const RealTimeReplay: Story = {
  decorators: [withFlows({ loadMarketClock: replay(1) })],
  play: async ({ canvasElement }) => {
    const note = await within(canvasElement).findByRole('note', { name: 'Replay market' })
    await expect(note).toHaveTextContent('replayed in real time')
  },
}

/** A live market needs no note. */
export const LiveMarket: Story = {
  decorators: [
    withFlows({
      loadMarketClock: async () => ({ source: 'live' as const, speed: 1, now: () => STORY_NOW }),
    }),
  ],
  play: async ({ canvasElement }) => {
    await new Promise((resolve) => setTimeout(resolve, 50))
    await expect(within(canvasElement).queryByRole('note')).toBeNull()
  },
}
