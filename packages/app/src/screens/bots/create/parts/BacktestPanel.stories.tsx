import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { BacktestRequest } from './setupData'
import { BacktestPanel } from './BacktestPanel'
import { failing, pending, storyBacktest, withParts } from './stories/partsKit'

const gridValues = {
  lower_price: 90_000,
  upper_price: 105_000,
  number_of_grid: 20,
  agree_risk: true,
}

const meta = {
  title: 'Screens/Bots/Create/Parts/BacktestPanel',
  component: BacktestPanel,
  args: { kind: 'spot_grid', symbol: 'BTCUSDT', values: gridValues, valid: true },
  decorators: [withParts()],
  parameters: {
    visual: { delay: 300 },
    // The equity chart is a canvas: the runner's own axe pass checks these, the addon's stalls on it.
    a11y: { disable: true },
  },
} satisfies Meta<typeof BacktestPanel>

export default meta
type Story = StoryObj<typeof meta>

/** The form is not valid yet: nothing runs. */
export const Waiting: Story = {
  args: { valid: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/Complete the settings/)).toBeVisible()
    await expect(canvas.getByText('Paper, backtest and live use the same engine.')).toBeVisible()
  },
}

export const Running: Story = {
  decorators: [withParts({ data: { backtest: () => pending() } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('progressbar', { name: 'Running the backtest…' }),
    ).toBeVisible()
  },
}

/** Waiting in the server's line (decision 080): its place is shown, and moves up as others finish. */
export const Queued: Story = {
  decorators: [
    withParts({
      data: {
        backtest: (_request, _signal, onQueued) => {
          onQueued?.(3)
          setTimeout(() => onQueued?.(2), 1500)
          return pending()
        },
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('progressbar', { name: 'Queued: position 3' }, { timeout: 4000 }),
    ).toBeVisible()
    await expect(
      await canvas.findByRole('progressbar', { name: 'Queued: position 2' }, { timeout: 4000 }),
    ).toBeVisible()
  },
}

/** The line is full: the server says so at once, in words, with Retry. */
export const QueueFull: Story = {
  decorators: [withParts({ data: { backtest: () => failing('backtest_queue_full') } })],
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 4000 })
    await expect(alert).toHaveTextContent(
      'Many backtests are waiting right now. Try again in a minute.',
    )
  },
}

/** A backtest that keeps what it was asked, for the story's checks (Storybook resets fn() spies). */
function recording() {
  const requests: BacktestRequest[] = []
  const backtest = async (request: BacktestRequest) => {
    requests.push(request)
    return storyBacktest(Number(request.days ?? 30))
  }
  return { requests, backtest }
}
const shown = recording()
const thirty = recording()

/** The result: figures, the replay mark and the equity curve; the request leaves the agreements out. */
export const Shown: Story = {
  decorators: [withParts({ data: { backtest: shown.backtest } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('+3.42%', {}, { timeout: 4000 })).toBeVisible()
    await expect(canvas.getByText('46')).toBeVisible()
    await expect(canvas.getByText('+38.20 USDT')).toBeVisible()
    await expect(canvas.getByText('Recorded replay data')).toBeVisible()
    await expect(canvas.getByRole('img', { name: /Equity chart/ })).toBeInTheDocument()
    const request = shown.requests.at(-1)
    await expect(request?.config).toEqual({
      lower_price: 90_000,
      upper_price: 105_000,
      number_of_grid: 20,
    })
    await expect(request?.days).toBe(7)
  },
}

/** The 30-day tab runs the same config over 30 days. */
export const ThirtyDays: Story = {
  decorators: [withParts({ data: { backtest: thirty.backtest } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('+3.42%', {}, { timeout: 4000 })
    await userEvent.click(canvas.getByRole('tab', { name: '30 days' }))
    await waitFor(
      () => {
        const request = thirty.requests.at(-1)
        return expect(request?.days).toBe(30)
      },
      { timeout: 4000 },
    )
    await expect(await canvas.findByText('+3.42%', {}, { timeout: 4000 })).toBeVisible()
  },
}

/** A failure is said in words, with Retry; the retry runs it again. */
export const Failed: Story = {
  decorators: [withParts({ data: { backtest: () => failing('backtest_no_data') } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert', {}, { timeout: 4000 })
    await expect(alert).toHaveTextContent(/The backtest failed/)
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(await canvas.findByRole('progressbar')).toBeVisible()
    await expect(await canvas.findByRole('alert', {}, { timeout: 4000 })).toBeVisible()
  },
}

/** A 390 px phone: the figures wrap, nothing scrolls sideways. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('+3.42%', {}, { timeout: 4000 })
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1)
  },
}

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('img', {}, { timeout: 4000 })
  },
}

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('img', {}, { timeout: 4000 })
  },
}
