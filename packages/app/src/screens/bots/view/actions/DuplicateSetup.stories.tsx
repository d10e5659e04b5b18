import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Component } from '../../create/Setup'
import { withPartsData } from '../../create/parts/stories/partsKit'
import { storyGridSetup } from '../../create/stories/storySetup'
import { resolves, withFlows, withRoute } from '../../../account/stories/storyKit'
import { duplicateOf, setupPathOf } from './duplicate'
import { gridBot } from './storyBots'

const stored = duplicateOf(gridBot)

/** What Duplicate opens: the wizard's setup step filled with the bot's pair and settings. */
const meta = {
  title: 'Screens/Bots/View/Actions/DuplicateSetup',
  component: Component,
  decorators: [
    withFlows({ loadKindSetup: resolves(storyGridSetup), wizard: { stored } }),
    withRoute({
      path: 'bot/create/:market/:theme/:strategy/setup',
      url: stored ? setupPathOf(stored) : '/bot/create',
      layout: 'blank',
    }),
    withPartsData,
  ],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

export const Prefilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('textbox', { name: /Lower price/ }, { timeout: 8000 }),
    ).toHaveValue('57,000')
    await expect(canvas.getByRole('textbox', { name: /Upper price/ })).toHaveValue('63,000')
    // The new bot needs its own agreement to the risk.
    await expect(canvas.getByRole('checkbox', { name: /trading is risky/ })).not.toBeChecked()
  },
}
