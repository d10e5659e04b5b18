import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { expectNoSidewaysScroll, withRoute } from '../../account/stories/storyKit'
import { CurrentCycle } from './parts/BotCycle'
import {
  allStepsUsed,
  beforeFirstBuy,
  dcaCycle,
  dcaWith,
  martingaleWith,
  midCycle,
  takingProfit,
} from './stories/cycleSamples'

/** The figure `label` names, as a screen reader reads its term and values. */
const figure = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).parentElement!

/**
 * A martingale or DCA bot's current cycle on its page (issue 27, decision 086): average entry,
 * take profit, next buy, the buys left and the worst case in the setup wizard's words.
 */
const meta = {
  title: 'Screens/Bots/BotView/CurrentCycle',
  component: CurrentCycle,
  args: { bot: martingaleWith(midCycle) },
  decorators: [withRoute({ path: 'bot/view/*', url: '/bot/view/5b1f8f0e', layout: 'blank' })],
} satisfies Meta<typeof CurrentCycle>

export default meta
type Story = StoryObj<typeof meta>

/** After step 1 of 3: what it holds, where it takes profit, the next step and how far down it covers. */
export const MidCycle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Current cycle' })).toBeVisible()
    const average = figure(canvasElement, 'Average entry')
    await expect(average).toHaveTextContent('49,524.75')
    await expect(average).toHaveTextContent('0.0057 BTC for 282.29 USDT')
    const takeProfit = figure(canvasElement, 'Take profit')
    await expect(takeProfit).toHaveTextContent('50,019.99')
    await expect(takeProfit).toHaveTextContent('+1.56% from the last price')
    const next = figure(canvasElement, 'Next buy')
    await expect(next).toHaveTextContent('374.49 USDT')
    await expect(next).toHaveTextContent('When the price falls to 48,289.13')
    const left = figure(canvasElement, 'Coverage left')
    await expect(left).toHaveTextContent('2 of 3 steps')
    await expect(left).toHaveTextContent('Down to 47,559.96')
    const worst = figure(canvasElement, 'Capital needed at worst')
    await expect(worst).toHaveTextContent('1,515.00 USDT')
    await expect(worst).toHaveTextContent('Includes 1.00% for trading fees.')
    await expect(
      canvas.getByText('The 2 buys left in this cycle need up to 1,134.70 USDT, fees included.'),
    ).toBeVisible()
  },
}

/** Waiting for its entry price: the whole plan is left, and it needs the wizard's worst case. */
export const BeforeFirstBuy: Story = {
  args: { bot: martingaleWith(beforeFirstBuy) },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Average entry')).toHaveTextContent('No buy filled yet')
    await expect(figure(canvasElement, 'Take profit')).toHaveTextContent('Set by the first buy')
    await expect(figure(canvasElement, 'Next buy')).toHaveTextContent(
      'When the price falls to 48,000.00',
    )
    await expect(figure(canvasElement, 'Coverage left')).toHaveTextContent('3 of 3 steps')
    await expect(
      within(canvasElement).getByText(
        'The 4 buys left in this cycle need up to 1,515.00 USDT, fees included.',
      ),
    ).toBeVisible()
  },
}

/** Every step bought: no next buy, nothing more to pay for in this cycle. */
export const AllStepsUsed: Story = {
  args: { bot: martingaleWith(allStepsUsed) },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Next buy')).toHaveTextContent('All steps used')
    await expect(figure(canvasElement, 'Coverage left')).toHaveTextContent('0 of 3 steps')
    await expect(figure(canvasElement, 'Coverage left')).not.toHaveTextContent('Down to')
    await expect(
      within(canvasElement).getByText(
        'No buy is left in this cycle: it ends when it takes profit.',
      ),
    ).toBeVisible()
  },
}

/** Past its take profit: trailing the price, it buys nothing more. */
export const TakingProfit: Story = {
  args: { bot: martingaleWith(takingProfit) },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Take profit')).toHaveTextContent('Taking profit now')
    await expect(figure(canvasElement, 'Next buy')).toHaveTextContent('None while it takes profit')
  },
}

/** A DCA bot: its next order is due on time, and its total is the wizard's "Total committed". */
export const Dca: Story = {
  args: { bot: dcaWith(dcaCycle) },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, 'Next buy')).toHaveTextContent('100.00 USDT')
    await expect(figure(canvasElement, 'Next buy')).toHaveTextContent(/^Next buy100.00 USDTDue /)
    await expect(figure(canvasElement, 'Orders left')).toHaveTextContent('3 of 5 orders')
    await expect(figure(canvasElement, 'Total committed')).toHaveTextContent('505.00 USDT')
    await expect(figure(canvasElement, 'Take profit')).toHaveTextContent(
      '+4.05% from the last price',
    )
  },
}

/** No cycle to show: a stopped bot, or one whose first order is still to come. */
export const NoCycle: Story = {
  args: { bot: martingaleWith(null, { status: 'stopped' }) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The bot is stopped, so it has no open cycle.'),
    ).toBeVisible()
  },
}

export const NotStartedYet: Story = {
  args: { bot: dcaWith(null) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The cycle starts with the bot’s first order.'),
    ).toBeVisible()
  },
}

/** A 390 px phone: the figures wrap two to a row and nothing scrolls sideways. */
export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Current cycle' })
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
    const average = figure(canvasElement, 'Average entry')
    await expect(average.getBoundingClientRect().width).toBeLessThan(200)
  },
}

export const Thai: Story = { globals: { locale: 'th' } }
export const Korean: Story = { globals: { locale: 'ko' } }
export const Dark: Story = { globals: { theme: 'dark' } }
