import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import {
  expectNoSidewaysScroll,
  rejects,
  resolves,
  settleAnnouncements,
  withFlows,
  withRoute,
} from '../../../account/stories/storyKit'
import { storySummary } from '../../stories/sample'
import { BotActions } from './BotActions'
import { futuresBot, gridBot, martingaleBot } from './storyBots'

const meta = {
  title: 'Screens/Bots/View/Actions',
  component: BotActions,
  args: { bot: gridBot, onChanged: fn() },
  decorators: [
    withFlows({
      pauseBot: resolves(storySummary({ status: 'paused' })),
      resumeBot: resolves(storySummary()),
    }),
    withRoute({ path: 'bot/view/*', url: `/bot/view/${gridBot.id}`, layout: 'blank' }),
  ],
} satisfies Meta<typeof BotActions>

export default meta
type Story = StoryObj<typeof meta>

const group = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('group', { name: 'Bot actions' })

/** A running grid: pause, edit, duplicate and stop; a grid sells by stopping, not in part. */
export const Running: Story = {
  play: async ({ canvasElement }) => {
    const actions = within(await group(canvasElement))
    await expect(actions.getByRole('button', { name: 'Pause' })).toBeEnabled()
    await expect(actions.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/bot/update/${gridBot.id}`,
    )
    await expect(actions.getByRole('button', { name: 'Duplicate' })).toBeVisible()
    await expect(actions.getByRole('button', { name: 'Stop' })).toBeVisible()
    await expect(actions.queryByRole('button', { name: 'Sell part' })).toBeNull()
  },
}

/** A martingale sells part of its holding. */
export const Sellable: Story = {
  args: { bot: martingaleBot },
  play: async ({ canvasElement }) => {
    const actions = within(await group(canvasElement))
    await expect(actions.getByRole('button', { name: 'Sell part' })).toBeVisible()
  },
}

export const Paused: Story = {
  args: { bot: { ...gridBot, status: 'paused' } },
  play: async ({ canvasElement }) => {
    const actions = within(await group(canvasElement))
    await expect(actions.getByRole('button', { name: 'Resume' })).toBeVisible()
    await expect(actions.queryByRole('button', { name: 'Pause' })).toBeNull()
  },
}

/** A stopped bot can only be duplicated. */
export const Stopped: Story = {
  args: { bot: { ...gridBot, status: 'stopped' } },
  play: async ({ canvasElement }) => {
    const actions = within(await group(canvasElement))
    await expect(actions.getAllByRole('button').map((b) => b.textContent)).toEqual(['Duplicate'])
    await expect(actions.queryByRole('link')).toBeNull()
  },
}

/** A futures grid's edit, and no pause for a bot in error: only stop helps it. */
export const Errored: Story = {
  args: { bot: { ...futuresBot, status: 'error' } },
  play: async ({ canvasElement }) => {
    const actions = within(await group(canvasElement))
    await expect(actions.queryByRole('button', { name: 'Pause' })).toBeNull()
    await expect(actions.queryByRole('button', { name: 'Resume' })).toBeNull()
    await expect(actions.getByRole('button', { name: 'Stop' })).toBeVisible()
  },
}

export const PauseWorks: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(await group(canvasElement)).getByRole('button', { name: 'Pause' }))
    const note = await within(canvasElement).findByRole('status')
    await expect(note).toHaveTextContent('Bot paused.')
    await expect(args.onChanged).toHaveBeenCalledOnce()
    await settleAnnouncements()
  },
}

export const ResumeWorks: Story = {
  args: { bot: { ...gridBot, status: 'paused' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(await group(canvasElement)).getByRole('button', { name: 'Resume' }),
    )
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Bot resumed.')
    await expect(args.onChanged).toHaveBeenCalledOnce()
    await settleAnnouncements()
  },
}

/** The server refused (another tab paused it first): translated, and nothing reloads. */
export const PauseRefused: Story = {
  decorators: [withFlows({ pauseBot: rejects('bot_not_running') })],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(await group(canvasElement)).getByRole('button', { name: 'Pause' }))
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent(
      'The bot was not paused. Only a running bot can be paused.',
    )
    await expect(args.onChanged).not.toHaveBeenCalled()
  },
}

export const ResumeUnavailable: Story = {
  args: { bot: { ...gridBot, status: 'paused' } },
  decorators: [withFlows({ resumeBot: rejects('trading_unavailable') })],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(await group(canvasElement)).getByRole('button', { name: 'Resume' }),
    )
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Trading is not available right now.',
    )
  },
}

/** Duplicate opens the wizard's setup step with this bot's choices. */
export const Duplicate: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(await group(canvasElement)).getByRole('button', { name: 'Duplicate' }),
    )
    await waitFor(() => expect(within(canvasElement).getByTestId('navigated')).toBeVisible())
  },
}

/** A 390 px phone: the buttons wrap, nothing scrolls sideways. */
export const Phone: Story = {
  args: { bot: martingaleBot },
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    await group(canvasElement)
    await expectNoSidewaysScroll(canvasElement)
  },
}

export const Thai: Story = { args: { bot: martingaleBot }, globals: { locale: 'th' } }
export const Chinese: Story = { args: { bot: martingaleBot }, globals: { locale: 'zh' } }
