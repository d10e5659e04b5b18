import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import {
  expectNoSidewaysScroll,
  expectPending,
  pends,
  rejects,
  resolves,
  settleAnnouncements,
  withFlows,
  withRoute,
} from '../../../account/stories/storyKit'
import { storySummary } from '../../stories/sample'
import { BotActions } from './BotActions'
import { futuresBot, gridBot } from './storyBots'
import { findOverlay } from '@atb/ui/story-helpers'

const meta = {
  title: 'Screens/Bots/View/Actions/Stop',
  component: BotActions,
  args: { bot: gridBot, onChanged: fn() },
  decorators: [
    withFlows({ stopBot: resolves(storySummary({ status: 'stopped', stop_mode: 'sell' })) }),
    withRoute({ path: 'bot/view/*', url: `/bot/view/${gridBot.id}`, layout: 'blank' }),
  ],
} satisfies Meta<typeof BotActions>

export default meta
type Story = StoryObj<typeof meta>

/** Opens the stop dialog; it is a modal, so it lives outside the story's canvas. */
async function openStop(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Stop' }))
  return findOverlay('dialog', 'Stop this bot?')
}

async function dialogOpens() {
  await expect(await findOverlay('dialog')).toBeVisible()
}

/** Spot: keep the BTC or sell it for USDT; nothing is preselected, and open orders are cancelled. */
export const AskSpot: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await openStop(canvasElement))
    await expect(dialog.getByText(/open orders are cancelled/)).toBeVisible()
    await expect(dialog.getByText(/history, trades and figures are kept/)).toBeVisible()
    const keep = dialog.getByRole('radio', { name: 'Keep BTC' })
    const sell = dialog.getByRole('radio', { name: 'Sell BTC for USDT at market' })
    await expect(keep).not.toBeChecked()
    await expect(sell).not.toBeChecked()
    await expect(dialog.getByRole('button', { name: 'Stop bot' })).toBeVisible()
    await userEvent.click(sell)
    await expect(dialog.getByRole('button', { name: 'Stop and sell BTC' })).toBeVisible()
  },
}

/** Futures: keep the position open or close it at market. */
export const AskFutures: Story = {
  args: { bot: futuresBot },
  play: async ({ canvasElement }) => {
    const dialog = within(await openStop(canvasElement))
    await userEvent.click(dialog.getByRole('radio', { name: 'Close the position at market' }))
    await expect(dialog.getByRole('button', { name: 'Stop and close the position' })).toBeVisible()
    await userEvent.click(dialog.getByRole('radio', { name: 'Keep the position open' }))
    await expect(dialog.getByRole('button', { name: 'Stop and keep the position' })).toBeVisible()
  },
}

/** Confirming without a choice asks for one instead of guessing. */
export const NeedsChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await openStop(canvasElement))
    await userEvent.click(dialog.getByRole('button', { name: 'Stop bot' }))
    await expect(
      await dialog.findByText('Choose whether to keep or sell before stopping.'),
    ).toBeVisible()
    await expect(args.onChanged).not.toHaveBeenCalled()
  },
}

/** Cancel closes the dialog; opening it again asks again. */
export const AsksEveryTime: Story = {
  play: async ({ canvasElement }) => {
    let dialog = within(await openStop(canvasElement))
    await userEvent.click(dialog.getByRole('radio', { name: 'Keep BTC' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    dialog = within(await openStop(canvasElement))
    await expect(dialog.getByRole('radio', { name: 'Keep BTC' })).not.toBeChecked()
  },
}

export const Pending: Story = {
  decorators: [withFlows({ stopBot: pends() })],
  play: async ({ canvasElement }) => {
    const dialog = within(await openStop(canvasElement))
    await userEvent.click(dialog.getByRole('radio', { name: 'Keep BTC' }))
    const confirm = dialog.getByRole('button', { name: 'Stop and keep BTC' })
    await userEvent.click(confirm)
    await expectPending(confirm)
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled()
  },
}

/** The stop failed: the dialog stays with the reason and the choice, to retry. */
export const Failed: Story = {
  decorators: [withFlows({ stopBot: rejects('trading_unavailable') })],
  play: async ({ canvasElement, args }) => {
    const dialog = within(await openStop(canvasElement))
    await userEvent.click(dialog.getByRole('radio', { name: 'Sell BTC for USDT at market' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Stop and sell BTC' }))
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Trading is not available right now.',
    )
    await expect(dialog.getByRole('radio', { name: 'Sell BTC for USDT at market' })).toBeChecked()
    await expect(args.onChanged).not.toHaveBeenCalled()
    await settleAnnouncements()
  },
}

/** Stopped with sell: the dialog closes, the page reloads and says what happened. */
export const Done: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await openStop(canvasElement))
    await userEvent.click(dialog.getByRole('radio', { name: 'Sell BTC for USDT at market' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Stop and sell BTC' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const note = await within(canvasElement).findByRole('status')
    await expect(note).toHaveTextContent('Bot stopped and its BTC sold at market.')
    // The stop button is gone, so focus lands on what happened.
    await waitFor(() => expect(note).toHaveFocus())
    await expect(args.onChanged).toHaveBeenCalledOnce()
    await settleAnnouncements()
  },
}

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'หยุด' }))
    await dialogOpens()
  },
}

export const Chinese: Story = {
  args: { bot: futuresBot },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '停止' }))
    await dialogOpens()
  },
}

export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    await expectNoSidewaysScroll(await openStop(canvasElement))
  },
}
