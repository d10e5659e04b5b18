import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { botErrorMessages } from '@atb/contract'
import {
  expectNoSidewaysScroll,
  expectPending,
  pends,
  rejects,
  resolves,
  settleAnnouncements,
  storyUser,
  withFlows,
  withRoute,
} from '../../../account/stories/storyKit'
import { BotActions } from './BotActions'
import { martingaleBot, storySold } from './storyBots'
import { findOverlay } from '@atb/ui/story-helpers'

const meta = {
  title: 'Screens/Bots/View/Actions/Sell',
  component: BotActions,
  args: { bot: martingaleBot, onChanged: fn() },
  decorators: [
    withFlows({ sellBot: resolves(storySold) }),
    withRoute({ path: 'bot/view/*', url: `/bot/view/${martingaleBot.id}`, layout: 'blank' }),
  ],
} satisfies Meta<typeof BotActions>

export default meta
type Story = StoryObj<typeof meta>

async function openSell(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Sell part' }))
  return within(await findOverlay('dialog', 'Sell part of the ETH'))
}

/** A number field takes its value when it loses focus, as RAC's NumberField does. */
async function typeNumber(field: HTMLElement, text: string) {
  await userEvent.type(field, text)
  await userEvent.tab()
}

async function dialogOpens() {
  await expect(await findOverlay('dialog')).toBeVisible()
}

type Dialog = Awaited<ReturnType<typeof openSell>>
const by = (dialog: Dialog, name: string) =>
  userEvent.click(dialog.getByRole('radio', { name: new RegExp(`^${name}$`) }))

/** Percent (the default): the amount and the confirm button say how much. */
export const Percent: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSell(canvasElement)
    await typeNumber(dialog.getByRole('textbox', { name: /Percent of the holding/ }), '25')
    // 25 % of the 0.25 ETH the bot holds, at 3,000 USDT.
    await expect(dialog.getByText(/≈ 0\.0625 ETH for 187\.50 USDT/)).toBeVisible()
    await expect(dialog.getByText(/The bot holds 0\.25 ETH it can sell now/)).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Sell 25.00% of ETH' })).toBeVisible()
  },
}

/** By coin: the preview values the quantity at the last price (3,000 USDT). */
export const ByCoin: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSell(canvasElement)
    await by(dialog, 'ETH')
    await expect(dialog.getByText('At least 0.001 ETH.')).toBeVisible()
    await typeNumber(dialog.getByRole('textbox', { name: /Quantity/ }), '0.05')
    await expect(dialog.getByText(/≈ 0\.05 ETH for 150\.00 USDT/)).toBeVisible()
  },
}

/** By quote value: 20 to 100,000 USDT, converted to ETH at the last price. */
export const ByQuote: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSell(canvasElement)
    await by(dialog, 'USDT')
    await typeNumber(dialog.getByRole('textbox', { name: /Value/ }), '300')
    await expect(dialog.getByText(/≈ 0\.1 ETH for 300\.00 USDT/)).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Sell 300.00 USDT of ETH' })).toBeVisible()
  },
}

export const SellAll: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSell(canvasElement)
    await by(dialog, 'All')
    await expect(dialog.getByText('Sells all the ETH the bot holds.')).toBeVisible()
    await expect(dialog.queryByRole('textbox')).toBeNull()
    await expect(dialog.getByRole('button', { name: 'Sell all ETH' })).toBeVisible()
  },
}

/** The form's own checks, in the spec's words: the pair's minimum and the quote's range. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openSell(canvasElement)
    await by(dialog, 'ETH')
    await typeNumber(dialog.getByRole('textbox', { name: /Quantity/ }), '0.0001')
    await userEvent.click(dialog.getByRole('button', { name: /^Sell 0\.0001 ETH$/ }))
    await expect(dialog.getByRole('textbox', { name: /Quantity/ })).toBeInvalid()
    await by(dialog, 'USDT')
    await typeNumber(dialog.getByRole('textbox', { name: /Value/ }), '19')
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /Value/ })).toBeInvalid())
    await expect(args.onChanged).not.toHaveBeenCalled()
  },
}

/** The account has a transaction password: the form asks for it. */
export const WithPassword: Story = {
  decorators: [
    withFlows({
      sellBot: resolves(storySold),
      user: { ...storyUser, has_transaction_password: true },
    }),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await openSell(canvasElement)
    await typeNumber(dialog.getByRole('textbox', { name: /Percent/ }), '10')
    await userEvent.click(dialog.getByRole('button', { name: /^Sell 10/ }))
    await waitFor(() => expect(dialog.getByLabelText('Transaction password')).toBeInvalid())
  },
}

/** The server refused the quantity (the venue's lot rule moved): shown on the field. */
export const Refused: Story = {
  decorators: [
    withFlows({
      sellBot: rejects('below_minimum_quantity', [
        {
          path: 'quantity',
          message: botErrorMessages.belowMinimumQuantity,
          text: 'This is less than the smallest quantity the exchange accepts for this pair.',
        },
      ]),
    }),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await openSell(canvasElement)
    await by(dialog, 'ETH')
    await typeNumber(dialog.getByRole('textbox', { name: /Quantity/ }), '0.002')
    await userEvent.click(dialog.getByRole('button', { name: /^Sell 0\.002 ETH$/ }))
    await expect(
      await dialog.findByText(
        'This is less than the smallest quantity the exchange accepts for this pair.',
      ),
    ).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: /Quantity/ })).toBeInvalid()
    await settleAnnouncements()
  },
}

/** A refusal with no field: at the top of the form. */
export const NothingToSell: Story = {
  decorators: [withFlows({ sellBot: rejects('nothing_to_sell') })],
  play: async ({ canvasElement }) => {
    const dialog = await openSell(canvasElement)
    await by(dialog, 'All')
    await userEvent.click(dialog.getByRole('button', { name: 'Sell all ETH' }))
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This bot holds nothing to sell right now.',
    )
    await settleAnnouncements()
  },
}

export const Pending: Story = {
  decorators: [withFlows({ sellBot: pends() })],
  play: async ({ canvasElement }) => {
    const dialog = await openSell(canvasElement)
    await by(dialog, 'All')
    const confirm = dialog.getByRole('button', { name: 'Sell all ETH' })
    await userEvent.click(confirm)
    await expectPending(confirm)
  },
}

/** Sold: what filled, and the page reloads. */
export const Sold: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openSell(canvasElement)
    await typeNumber(dialog.getByRole('textbox', { name: /Percent/ }), '10')
    await userEvent.click(dialog.getByRole('button', { name: /^Sell 10/ }))
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      'Sold 0.05 ETH at 3,001.20 USDT, for 150.06 USDT.',
    )
    await expect(args.onChanged).toHaveBeenCalledOnce()
    await settleAnnouncements()
  },
}

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const actions = await within(canvasElement).findByRole('group')
    await userEvent.click(within(actions).getAllByRole('button')[1]!)
    await dialogOpens()
  },
}

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const actions = await within(canvasElement).findByRole('group')
    await userEvent.click(within(actions).getAllByRole('button')[1]!)
    await dialogOpens()
  },
}

export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    await openSell(canvasElement)
    await expectNoSidewaysScroll(await screen.findByRole('dialog'))
  },
}
