import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { BotPlotResponse } from '@atb/contract'
import { storyPlot } from '../../../view/stories/viewSamples'
import { failing, pending } from '../../parts/stories/fakes'
import type { PlotPreviewRequest } from '../../parts/setupData'
import { setups } from './position_trading'
import { phoneStory, QuantStory, typeNumber } from './QuantStoryKit'

/**
 * The rule's preview under a quant form (decision 058): the config replayed on the pair's recent
 * bars, with its lines and the decisions it would have made. A position_trading form here; every
 * rule-based kind shows the same part.
 */
const meta = {
  title: 'Screens/Bots/Create/Forms/RulePreview',
  component: QuantStory<'position_trading'>,
  args: { kind: 'position_trading', setup: setups.position_trading },
  parameters: { visual: { delay: 400 } },
} satisfies Meta<typeof QuantStory<'position_trading'>>

export default meta
type Story = StoryObj<typeof meta>

const plot = storyPlot()
const buys = plot.marks.filter((m) => m.side === 'BUY').length
const sells = plot.marks.length - buys
const times = (n: number) => (n === 1 ? '1 time' : `${n} times`)

/** The chart with its legend and the latest decisions, and what they add up to in words. */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole(
        'img',
        { name: /^Strategy chart: 120 candles, 2 lines/ },
        { timeout: 5000 },
      ),
    ).toBeVisible()
    await expect(
      canvas.getByText(
        `Over the last 120 bars of 4 hours, these rules would have bought ${times(buys)} and sold ${times(sells)}. Past signals do not promise future ones.`,
        { normalizer: (s) => s.replace(/\s+/g, ' ') },
      ),
    ).toBeVisible()
    const legend = canvas.getByRole('list', { name: 'Legend' })
    await expect(within(legend).getByText('SMA 30')).toBeVisible()
    await expect(canvas.getByRole('list', { name: 'Latest decisions' })).toBeVisible()
  },
}

/** Each change of the rules asks again, once the fields are still; the request carries the form's config. */
const requests: PlotPreviewRequest[] = []
export const FollowsTheForm: Story = {
  args: {
    data: {
      plotPreview: async (request) => {
        requests.push(request)
        return storyPlot()
      },
    },
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('img', { name: /^Strategy chart/ }, { timeout: 5000 })
    const before = requests.length
    await typeNumber(canvas, 'Fast average length', '20')
    await waitFor(() => expect(requests.length).toBeGreaterThan(before), { timeout: 3000 })
    const last = requests.at(-1)!
    await expect(last.kind).toBe('position_trading')
    await expect(last.symbol).toBe('BTCUSDT')
    await expect(last.config.fast_length).toBe(20)
    // The agreements are the page's, not the rule's.
    await expect('agree_risk' in last.config).toBe(false)
  },
}

/** Rules that fail their checks draw nothing and say why nothing is drawn. */
export const Waiting: Story = {
  args: { values: { fast_length: 500 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(
        'Choose a pair and complete the rules to see where they would have bought and sold.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible()
    await expect(canvas.queryByRole('img', { name: /^Strategy chart/ })).toBeNull()
  },
}

export const Loading: Story = {
  args: { data: { plotPreview: () => pending<BotPlotResponse>() } },
  // A bar that moves has no stable picture.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('progressbar', { name: 'Drawing the preview…' }, { timeout: 5000 }),
    ).toBeVisible()
  },
}

/** A refusal is said in words with a Retry, and the form stays usable. */
export const Failed: Story = {
  args: { data: { plotPreview: () => failing('rate_limited') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent(/^The preview could not be drawn: /)
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await expect(await canvas.findByRole('alert', {}, { timeout: 3000 })).toBeVisible()
  },
}

/** Rules that would not have traded in the window say so, with what to try. */
export const NoDecision: Story = {
  args: { data: { plotPreview: async () => ({ ...storyPlot(), marks: [] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(
        'These rules would not have traded in these bars: try shorter lengths or another interval.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible()
  },
}

export const Phone: Story = phoneStory

export const Dark: Story = { globals: { theme: 'dark' } }

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect((await canvas.findAllByRole('img', {}, { timeout: 5000 }))[0]).toBeVisible()
    await expect(canvas.queryByText(/^Over the last/)).toBeNull()
  },
}
