import type { Meta, StoryObj } from '@storybook/react-vite'
import { useLingui } from '@lingui/react/macro'
import { expect, userEvent, within } from 'storybook/test'
import type { MarketSymbolInfo } from '@atb/contract'
import { Button } from '@atb/ui'
import type { SetupEnv, SetupValues } from '../setup/types'
import { useSetupForm } from '../setup/useSetupForm'
import { setups, type ManualKind } from './manual'

const symbol = (
  s: string,
  base: string,
  quote: string,
  tick: string,
  market: MarketSymbolInfo['market'],
) =>
  ({
    symbol: s,
    market,
    base,
    quote,
    tick_size: tick,
    step_size: '0.01',
    min_notional: '5',
    intervals: ['1h'],
  }) satisfies MarketSymbolInfo

const envs = {
  spot_manual: {
    kind: 'spot_manual',
    market: 'crypto',
    exchange: 'paper',
    symbol: symbol('BTCUSDT', 'BTC', 'USDT', '0.01', 'crypto'),
    lastPrice: 62_500,
    balances: { USDT: 5_000 },
  },
  future_manual: {
    kind: 'future_manual',
    market: 'crypto',
    exchange: 'paper',
    symbol: symbol('BTCUSDT', 'BTC', 'USDT', '0.1', 'crypto'),
    lastPrice: 62_500,
    balances: { USDT: 5_000 },
  },
  forex_manual: {
    kind: 'forex_manual',
    market: 'forex',
    exchange: 'paper',
    symbol: symbol('EURUSD', 'EUR', 'USD', '0.00001', 'forex'),
    lastPrice: 1.08523,
    balances: { USD: 5_000 },
  },
  gold_manual: {
    kind: 'gold_manual',
    market: 'gold',
    exchange: 'paper',
    symbol: symbol('XAUUSD', 'XAU', 'USD', '0.01', 'gold'),
    lastPrice: 2_350.5,
    balances: { USD: 5_000 },
  },
} satisfies Record<ManualKind, SetupEnv>

type Values = Partial<SetupValues<'future_manual'>>

/** The ticket as the setup step shows it, with a button that checks it as Next would. */
function ManualSetup({ kind = 'future_manual', values }: { kind?: ManualKind; values?: Values }) {
  const { t } = useLingui()
  const env = envs[kind]
  const setup = setups[kind]
  const { form } = useSetupForm(kind, {
    values: { ...setup.initialValues(env), ...values } as Partial<SetupValues<typeof kind>>,
  })
  return (
    <form onSubmit={form.onSubmit} noValidate style={{ display: 'grid', gap: 16, maxWidth: 560 }}>
      <setup.Form form={form} env={env} />
      <div>
        <Button type="submit">{t`Next`}</Button>
      </div>
    </form>
  )
}

const meta = {
  title: 'Screens/Bots/Create/Forms/Manual',
  component: ManualSetup,
} satisfies Meta<typeof ManualSetup>

export default meta
type Story = StoryObj<typeof meta>

/** The canvas once the form shows in words (the catalogue loads with the first story). */
async function ready(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await canvas.findByRole('button', { name: 'Next' })
  return canvas
}

const ticket = {
  side: 'BUY',
  capital: { type: 0, amount: 1000 },
  coinInitial: { type: 0, amount: 250 },
  takeProfit: { type: 0, amount: 25 },
  stopLoss: { type: 1, amount: 10 },
  earning: 100,
  coverageAllOrders: [{ type: 0, amount: 50 }],
} as Values

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement)
    await expect(canvas.getByLabelText('Capital')).toHaveValue('')
    await expect(canvas.getAllByText('At least 5')).toHaveLength(3)
    await expect(
      canvas.getByText('5 to 5,000 · capped by your capital and free balance'),
    ).toBeInTheDocument()
    await expect(canvas.getByRole('radio', { name: 'Buy (long)' })).toBeChecked()
    await expect(canvas.getAllByText('No coverage orders.')).toHaveLength(2)
  },
}

export const Filled: Story = {
  args: { values: ticket },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement)
    const exits = canvas.getByRole('region', { name: 'Exit prices' })
    // 250 USDT at 62,500 is 0.004 BTC: +25 USDT is 6,250 higher; 10 % of the margin 6,250 lower.
    await expect(within(exits).getByText('68,750')).toBeVisible()
    await expect(within(exits).getByText('56,250')).toBeVisible()
    // Switching the side mirrors the exits.
    await userEvent.click(canvas.getByRole('radio', { name: 'Sell (short)' }))
    await expect(await within(exits).findByText('56,250')).toBeVisible()
    await expect(canvas.getByLabelText('Coverage for all orders 1')).toHaveValue('50')
  },
}

export const Invalid: Story = {
  args: {
    values: {
      ...ticket,
      capital: { type: 1, amount: 150 },
      takeProfit: { type: 0, amount: 3 },
      coverageAllOrders: [{ type: 0, amount: 4 }],
    } as Values,
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement)
    await expect(canvas.getByText('0.01 to 100')).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(await canvas.findByText('The capital must be at most 100')).toBeVisible()
    await expect(canvas.getByText('The take profit must be at least 5')).toBeVisible()
    await expect(canvas.getByText('The coverage for all orders must be at least 5')).toBeVisible()
  },
}

export const SuppliedMaximum: Story = {
  args: { values: { ...ticket, capital: { type: 0, amount: 400 } } as Values },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement)
    const initial = canvas.getByLabelText('Initial amount per coin')
    await expect(
      canvas.getByText('5 to 400 · capped by your capital and free balance'),
    ).toBeInTheDocument()
    await userEvent.clear(initial)
    await userEvent.type(initial, '500')
    await userEvent.tab()
    await expect(
      await canvas.findByText('The initial amount per coin must be at most 400'),
    ).toBeVisible()
  },
}

export const Spot: Story = {
  args: { kind: 'spot_manual', values: ticket },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement)
    await expect(canvas.queryByRole('radio', { name: 'Sell (short)' })).toBeNull()
    await expect(canvas.getByText(/no short side and no leverage/)).toBeVisible()
  },
}

export const Forex: Story = {
  args: {
    kind: 'forex_manual',
    values: {
      ...ticket,
      capital: { type: 0, amount: 2000 },
      coinInitial: { type: 0, amount: 1085.23 },
      takeProfit: { type: 0, amount: 5 },
    } as Values,
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement)
    const exits = canvas.getByRole('region', { name: 'Exit prices' })
    // 1,085.23 USD at 1.08523 is 1,000 EUR: +5 USD is 0.005 higher, in the pair's 5 decimals.
    await expect(within(exits).getByText('If the bot opened now at 1.08523 USD:')).toBeVisible()
    await expect(within(exits).getByText('1.09023')).toBeVisible()
    await expect(canvas.getAllByText('USD').length).toBeGreaterThan(0)
  },
}

export const Gold: Story = {
  args: {
    kind: 'gold_manual',
    values: { ...ticket, coinInitial: { type: 1, amount: 0.1 } } as Values,
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement)
    const exits = canvas.getByRole('region', { name: 'Exit prices' })
    await expect(within(exits).getByText('If the bot opened now at 2,350.5 USD:')).toBeVisible()
    // 0.1 lot: +25 USD is 250 higher.
    await expect(within(exits).getByText('2,600.5')).toBeVisible()
  },
}

export const Thai: Story = { args: { values: ticket }, globals: { locale: 'th' } }
export const Chinese: Story = { args: { values: ticket }, globals: { locale: 'zh' } }
