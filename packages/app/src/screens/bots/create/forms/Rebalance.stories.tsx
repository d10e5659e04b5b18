import type { Meta, StoryObj } from '@storybook/react-vite'
import { useLingui } from '@lingui/react/macro'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '@atb/ui'
import { expectNoSidewaysScroll } from '../../../account/stories/storyKit'
import type { SetupEnv, SetupValues } from '../setup/types'
import { useSetupForm } from '../setup/useSetupForm'
import { Form, setups } from './rebalance'

const env: SetupEnv = {
  kind: 'spot_rebalance',
  market: 'crypto',
  exchange: 'paper',
  balances: { USDT: 10_000 },
}
const COINS = ['ADA', 'BNB', 'BTC', 'DOGE', 'ETH', 'SOL', 'XRP']
const PRICES = { BTC: 62_500, ETH: 3_125, SOL: 156.25, BNB: 590, ADA: 0.45 }
const setup = setups.spot_rebalance
type Values = Partial<SetupValues<'spot_rebalance'>>

/** The form as the setup step shows it, with a button that checks it as Next would. */
function RebalanceSetup({ values, width }: { values?: Values; width?: number }) {
  const { t } = useLingui()
  const { form } = useSetupForm('spot_rebalance', {
    values: { ...setup.initialValues(env), ...values },
  })
  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      style={{ display: 'grid', gap: 16, maxWidth: width ?? 560 }}
      data-testid="setup"
    >
      <Form form={form} env={env} coins={COINS} prices={PRICES} />
      <div>
        <Button type="submit">{t`Next`}</Button>
      </div>
    </form>
  )
}

const meta = {
  title: 'Screens/Bots/Create/Forms/Rebalance',
  component: RebalanceSetup,
} satisfies Meta<typeof RebalanceSetup>

export default meta
type Story = StoryObj<typeof meta>

/** The canvas once the form shows in words (the catalogue loads with the first story). */
async function ready(canvasElement: HTMLElement) {
  const canvas = within(canvasElement)
  await canvas.findByRole('button', { name: 'Next' })
  return canvas
}

const basket = {
  holding: [
    { coin_base_asset: 'BTC', target_percent: 50 },
    { coin_base_asset: 'ETH', target_percent: 30 },
    { coin_base_asset: 'SOL', target_percent: 20 },
  ],
  remaining: 100,
  initial_amount: 1000,
} as Values

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement)
    await expect(canvas.getByRole('meter', { name: 'Total' })).toHaveAttribute(
      'aria-valuetext',
      '0 of 100 %',
    )
    await expect(canvas.getByText('100 % left to assign.')).toBeVisible()
    await expect(canvas.getByLabelText('Rebalance period')).toBeInTheDocument()
    await expect(canvas.queryByLabelText('Rebalance threshold')).toBeNull()
  },
}

export const Filled: Story = {
  args: { values: basket },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement)
    await expect(canvas.getByRole('meter', { name: 'Total' })).toHaveAttribute(
      'aria-valuetext',
      '100 of 100 %',
    )
    const preview = canvas.getByRole('grid', { name: 'What the bot buys at start' })
    await expect(within(preview).getByText('500.00 USDT')).toBeVisible()
    await expect(within(preview).getByText('0.008')).toBeVisible()
    // The threshold replaces the period, and only one of them shows.
    await userEvent.click(canvas.getByRole('radio', { name: 'Threshold' }))
    await expect(await canvas.findByText('Rebalance threshold')).toBeVisible()
    await expect(canvas.queryByText('Rebalance period')).toBeNull()
  },
}

export const AddCoins: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement)
    const add = canvas.getByRole('button', { name: 'Add a coin' })
    await userEvent.click(add)
    await userEvent.click(add)
    await userEvent.click(add)
    const targets = canvas.getAllByLabelText('Target percent')
    await expect(targets).toHaveLength(3)
    // The first coin takes what is left (100); split evenly shares it out.
    await userEvent.click(canvas.getByRole('button', { name: 'Split evenly' }))
    await waitFor(() => expect(targets[2]).toHaveValue('33'))
    await expect(canvas.getByRole('meter', { name: 'Total' })).toHaveAttribute(
      'aria-valuetext',
      '100 of 100 %',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Remove ADA' }))
    await waitFor(() => expect(canvas.getAllByLabelText('Target percent')).toHaveLength(2))
    await expect(canvas.getByText('34 % left to assign.')).toBeVisible()
  },
}

export const Invalid: Story = {
  args: {
    values: {
      holding: [
        { coin_base_asset: 'BTC', target_percent: 50 },
        { coin_base_asset: 'ETH', target_percent: 37 },
        { coin_base_asset: 'SOL', target_percent: 3 },
      ],
      remaining: 90,
      initial_amount: 40,
    } as Values,
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(await canvas.findByText('The target percent must add up to 100')).toBeVisible()
    await expect(canvas.getByText('The target percent must be at least 5')).toBeVisible()
    await expect(canvas.getByText('The initial amount must be at least 50')).toBeVisible()
    await expect(canvas.getByRole('meter', { name: 'Total' })).toHaveAttribute(
      'aria-valuetext',
      '90 of 100 %',
    )
  },
}

export const TriggersAndStop: Story = {
  args: {
    values: {
      ...basket,
      enable_option_tigger_price: true,
      enable_option_stop_tigger: true,
      trigger_prices: [{ coin_base_asset: 'ETH', price: 3000 }],
    } as Values,
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement)
    await expect(canvas.getByLabelText('ETH: Trigger price')).toHaveValue('3,000')
    const stopLoss = canvas.getByLabelText('Stop loss ratio')
    await userEvent.type(stopLoss, '0')
    await userEvent.tab()
    await expect(await canvas.findByText('The stop loss ratio must be at least 0.1')).toBeVisible()
    await userEvent.click(canvas.getByRole('switch', { name: 'Stop trigger' }))
    await waitFor(() => expect(canvas.queryByLabelText('Stop loss ratio')).toBeNull())
  },
}

export const Phone: Story = {
  args: {
    width: 390,
    values: {
      ...basket,
      enable_option_tigger_price: true,
      enable_option_stop_tigger: true,
    } as Values,
  },
  play: async ({ canvasElement }) => {
    const form = (await ready(canvasElement)).getByTestId('setup')
    await expect(form.getBoundingClientRect().width).toBeLessThanOrEqual(390)
    await expectNoSidewaysScroll(form)
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth + 1)
  },
}

export const Thai: Story = { args: { values: basket }, globals: { locale: 'th' } }
export const Chinese: Story = { args: { values: basket }, globals: { locale: 'zh' } }
