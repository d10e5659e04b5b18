import type { Meta, StoryObj } from '@storybook/react-vite'
import type { EquityPointInput } from './EquityChart'
import { EquityChart } from './EquityChart'

/** A deterministic month of hourly points: the coin swings, the bot trades the swings. */
function makeCurve(hours: number, trend: number): EquityPointInput[] {
  const start = 1_735_689_600
  return Array.from({ length: hours }, (_, i) => {
    const coin = 1 + trend * (i / hours) + Math.sin(i / 20) * 0.04
    const bot = 1 + (trend / 2) * (i / hours) + Math.abs(Math.sin(i / 20)) * 0.01 + i * 0.00004
    return {
      time: start + i * 3600,
      equity: Math.round(1000 * bot * 100) / 100,
      hold: Math.round(1000 * coin * 100) / 100,
    }
  })
}

const meta = {
  title: 'Charts/EquityChart',
  component: EquityChart,
  args: { points: makeCurve(24 * 30, 0.06), height: 220, currency: 'USDT' },
  parameters: {
    visual: { delay: 300 },
    // As with the other canvas charts: the runner's own axe pass checks them, the addon's stalls.
    a11y: { disable: true },
  },
} satisfies Meta<typeof EquityChart>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const BeatsHolding: Story = { args: { points: makeCurve(24 * 30, -0.12) } }

export const TrailsHolding: Story = { args: { points: makeCurve(24 * 7, 0.15) } }

export const Empty: Story = { args: { points: [] } }
