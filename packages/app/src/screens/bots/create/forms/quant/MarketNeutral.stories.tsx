import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { expectNoSidewaysScroll } from '../../../../account/stories/storyKit'
import { storyPairEnv } from '../storyPair'
import { setups } from './market_neutral'
import { QuantStory, typeNumber } from './QuantStoryKit'

const meta = {
  title: 'Screens/Bots/Create/Forms/MarketNeutral',
  component: QuantStory<'market_neutral'>,
  args: { kind: 'market_neutral', setup: setups.market_neutral },
} satisfies Meta<typeof QuantStory<'market_neutral'>>

export default meta
type Story = StoryObj<typeof meta>
type Canvas = ReturnType<typeof within>

/** The preview's value for one of its labels. */
const fact = (canvas: Canvas, label: string) =>
  within(canvas.getByTestId('neutral-preview')).getByText(label, { selector: 'dt' })
    .nextElementSibling

const EXIT_ABOVE_ENTRY =
  'The yearly funding rate to exit must be at most the yearly funding rate to enter'
const REBALANCE_AT_3X =
  'At 3× leverage, rebalance after a move of 26 % or less, before the short could be liquidated'

/** The defaults pass as they are: Next leads to the hedge in words and the capital it commits. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The first story of a cold browser may wait a while for its catalogue.
    const next = await canvas.findByRole('button', { name: 'Next' }, { timeout: 5000 })
    await expect(await canvas.findByRole('textbox', { name: 'Total amount' })).toHaveValue('1,000')
    const leverage = canvas.getByRole('radiogroup', { name: 'Leverage' })
    await expect(within(leverage).getByRole('radio', { name: '1×' })).toBeChecked()
    await expect(canvas.getByRole('textbox', { name: 'Yearly funding rate to enter' })).toHaveValue(
      '8',
    )
    await expect(canvas.getByRole('textbox', { name: 'Yearly funding rate to exit' })).toHaveValue(
      '0',
    )
    await expect(canvas.getByRole('textbox', { name: 'Rebalance move' })).toHaveValue('30')
    // The shared quant fields do not apply to a hedge.
    await expect(canvas.queryByRole('textbox', { name: 'Order amount' })).toBeNull()
    await expect(canvas.queryByRole('radiogroup', { name: 'Bar interval' })).toBeNull()
    await expect(canvas.queryByText('Set a take profit')).toBeNull()
    await userEvent.click(next)
    const review = within(await canvas.findByTestId('review'))
    await expect(
      review.getByText(
        '499.00 USDT on spot, 499.00 USDT as the short’s margin, 2.00 USDT kept for fees',
      ),
    ).toBeVisible()
    await expect(review.getByText('Long BTC on spot, short BTCUSDT.P')).toBeVisible()
    await expect(review.getByText('1× on the short')).toBeVisible()
    await expect(review.getByText('Enters at 8.00% a year or more')).toBeVisible()
    await expect(review.getByText('Exits below 0.00% a year')).toBeVisible()
    await expect(
      review.getByText('Re-hedges after a 30.00% move since the last hedge'),
    ).toBeVisible()
    await expect(review.getByTestId('capital')).toHaveTextContent('1,000.00 USDT')
  },
}

/** BTC at 65,000 USDT: the figures follow the amounts, the leverage and the entry rate live. */
export const PreviewAtKnownPrice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByTestId('neutral-preview', {}, { timeout: 5000 })
    await expect(fact(canvas, 'Spot buy')).toHaveTextContent('499.00 USDT')
    await expect(fact(canvas, 'Short margin')).toHaveTextContent('499.00 USDT')
    await expect(fact(canvas, 'Last price')).toHaveTextContent('65,000.00 USDT')
    await expect(fact(canvas, 'Hedge size')).toHaveTextContent('0.00768 BTC')
    // 65,000 × (1 + 1/1 − 0.5 %)
    await expect(fact(canvas, 'Short liquidation price')).toHaveTextContent('129,675.00 USDT')
    await expect(fact(canvas, 'Re-hedges if the price falls to')).toHaveTextContent(
      '45,500.00 USDT',
    )
    await expect(fact(canvas, 'Re-hedges if the price rises to')).toHaveTextContent(
      '84,500.00 USDT',
    )
    await expect(fact(canvas, 'Baseline funding rate')).toHaveTextContent('10.95% a year')
    // 499 USDT (1,000 less the 0.2 % fee reserve, halved) × 0.01 % × 3 a day; × 10.95 % a year.
    await expect(fact(canvas, 'Expected funding per day')).toHaveTextContent('0.15 USDT')
    await expect(fact(canvas, 'Expected funding per year')).toHaveTextContent('54.64 USDT')
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The bot would enter now: the baseline of 10.95% a year is at least your entry rate of 8.00%.',
    )
    await expect(
      canvas.getByText(/Paper venue’s baseline funding of 0\.01% every 8 hours/),
    ).toBeVisible()

    await userEvent.click(canvas.getByRole('radio', { name: '2×' }))
    await typeNumber(canvas, 'Total amount', '900')
    await waitFor(() => expect(fact(canvas, 'Spot buy')).toHaveTextContent('598.80 USDT'))
    await expect(fact(canvas, 'Short margin')).toHaveTextContent('299.40 USDT')
    await expect(fact(canvas, 'Hedge size')).toHaveTextContent('0.00921 BTC')
    await expect(fact(canvas, 'Short liquidation price')).toHaveTextContent('97,175.00 USDT')
    await expect(fact(canvas, 'Expected funding per day')).toHaveTextContent('0.18 USDT')
    await expect(fact(canvas, 'Expected funding per year')).toHaveTextContent('65.57 USDT')
    await expect(canvas.getByText(/^5 to 40 at 2× leverage/)).toBeVisible()

    await typeNumber(canvas, 'Yearly funding rate to enter', '12')
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'The bot would wait: the baseline of 10.95% a year is below your entry rate of 12.00%.',
      ),
    )
  },
}

/** Before the first tick the split still shows; what needs the price waits for it, never NaN. */
export const WaitingForPrice: Story = {
  args: { env: { ...storyPairEnv('market_neutral'), lastPrice: undefined } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByTestId('neutral-preview', {}, { timeout: 5000 })
    await expect(fact(canvas, 'Last price')).toHaveTextContent('Waiting for the price')
    await expect(fact(canvas, 'Spot buy')).toHaveTextContent('499.00 USDT')
    await expect(fact(canvas, 'Hedge size')).toHaveTextContent('—')
    await expect(fact(canvas, 'Short liquidation price')).toHaveTextContent('—')
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Total amount' }))
    await userEvent.tab()
    await waitFor(() => expect(fact(canvas, 'Spot buy')).toHaveTextContent('—'))
    await expect(fact(canvas, 'Expected funding per year')).toHaveTextContent('—')
    await expect(canvas.getByTestId('neutral-preview')).not.toHaveTextContent('NaN')
  },
}

/** An exit rate above the entry rate gets the contract's message, and Next goes nowhere. */
export const ExitAboveEntry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await typeNumber(canvas, 'Yearly funding rate to exit', '9')
    await expect(await canvas.findByText(EXIT_ABOVE_ENTRY)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(canvas.queryByTestId('review')).toBeNull()
    await typeNumber(canvas, 'Yearly funding rate to enter', '9')
    await waitFor(() => expect(canvas.queryByText(EXIT_ABOVE_ENTRY)).toBeNull())
  },
}

/** At 3× the default 30 % move would come after the short's liquidation: the field says so at once. */
export const RebalanceAboveLeverageMaximum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const leverage = await canvas.findByRole('radiogroup', { name: 'Leverage' }, { timeout: 5000 })
    await userEvent.click(within(leverage).getByRole('radio', { name: '3×' }))
    await expect(await canvas.findByText(REBALANCE_AT_3X)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(canvas.queryByTestId('review')).toBeNull()
    await typeNumber(canvas, 'Rebalance move', '26')
    await waitFor(() => expect(canvas.queryByText(REBALANCE_AT_3X)).toBeNull())
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    const review = within(await canvas.findByTestId('review'))
    await expect(review.getByText('3× on the short')).toBeVisible()
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
    await expect(await canvas.findByTestId('neutral-preview')).toBeVisible()
    await expectNoSidewaysScroll(form)
  },
}

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('form')).toBeVisible()
    await expect(canvas.queryByText('Spot buy')).toBeNull()
    await expect(canvas.queryByText('Rebalance move')).toBeNull()
    await expect(canvas.getByRole('status')).not.toHaveTextContent('The bot would enter now')
  },
}

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('form')).toBeVisible()
    await expect(canvas.queryByText('Short liquidation price')).toBeNull()
    await expect(canvas.queryByText('Yearly funding rate to enter')).toBeNull()
    await expect(canvas.getByRole('status')).not.toHaveTextContent('The bot would enter now')
  },
}
