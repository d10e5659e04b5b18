import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ValuePoint } from '../chartData'
import { DailyProfitChart } from './DailyProfitChart'

/** Thirty deterministic days of profit, losses and quiet days among them. */
function makeDays(moves: number[]): ValuePoint[] {
  return moves.map((value, i) => ({ time: 1_735_689_600 + i * 86_400, value }))
}

const month = [4.2, 0, -2.1, 6.8, 3.3, 0, 0, -5.4, 2.2, 7.9, 1.1, -0.8, 0, 3.6, 4.4]

const meta = {
  title: 'Charts/DailyProfitChart',
  component: DailyProfitChart,
  args: { days: makeDays([...month, ...month.map((v) => -v / 2)]), height: 260, currency: 'USDT' },
  parameters: {
    visual: { delay: 300 },
    // As with the other canvas charts: the runner's own axe pass checks these stories, and the
    // labels and data mapping are covered by the vitest suite beside this file.
    a11y: { disable: true },
  },
} satisfies Meta<typeof DailyProfitChart>

export default meta
type Story = StoryObj<typeof meta>

export const Month: Story = {}

export const AllGains: Story = { args: { days: makeDays(month.map(Math.abs)) } }

export const Forex: Story = { args: { currency: 'USD' } }

export const Empty: Story = { args: { days: [] } }
