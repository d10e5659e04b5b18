import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { ExchangeName } from '@atb/contract'
import { ExchangePicker, type ExchangePickerProps } from './ExchangePicker'
import { failing, pending, storyExchanges, withParts } from './stories/partsKit'

/** The picker holding its own choice, as the setup page does, and reporting each change. */
function Controlled(props: ExchangePickerProps) {
  const [value, setValue] = useState<ExchangeName>(props.value)
  return (
    <ExchangePicker
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next)
        props.onChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Screens/Bots/Create/Parts/ExchangePicker',
  component: ExchangePicker,
  args: { market: 'crypto', value: 'paper', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [withParts()],
} satisfies Meta<typeof ExchangePicker>

export default meta
type Story = StoryObj<typeof meta>

/** No exchange connected: Paper only, and a Connect link for each crypto exchange. */
export const PaperOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Paper — simulated funds')).toBeVisible()
    await expect(canvas.getByRole('radio', { name: /Paper/ })).toBeChecked()
    const connect = await canvas.findByRole('link', { name: 'Connect Binance' })
    await expect(connect).toHaveAttribute('href', '/api/connect/binance')
    await expect(canvas.getByRole('link', { name: 'Connect OKX' })).toBeVisible()
    await expect(canvas.getAllByRole('radio')).toHaveLength(1)
    // OANDA serves forex and gold, not crypto.
    await expect(canvas.queryByText('OANDA')).toBeNull()
  },
}

/** A connected exchange can be chosen, by keyboard too. */
export const ConnectedExchange: Story = {
  decorators: [
    withParts({ data: { exchanges: async () => storyExchanges({ binance: 'connected' }) } }),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const binance = await canvas.findByRole('radio', { name: /Binance/ })
    await userEvent.click(canvas.getByRole('radio', { name: /Paper/ }))
    await userEvent.keyboard('{ArrowDown}')
    await expect(binance).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith('binance')
    await expect(canvas.getByText('Key ••••7Q2K')).toBeVisible()
  },
}

/** A refused key and a disabled connection say so, cannot be chosen, and link to their fix. */
export const KeyError: Story = {
  decorators: [
    withParts({
      data: { exchanges: async () => storyExchanges({ binance: 'disabled', okx: 'invalid' }) },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Key error')).toBeVisible()
    await expect(canvas.getByText('Disabled')).toBeVisible()
    await expect(canvas.getAllByRole('radio')).toHaveLength(1)
    await expect(canvas.getByRole('link', { name: 'Update the OKX key' })).toHaveAttribute(
      'href',
      '/api/update/okx',
    )
    await expect(canvas.getByRole('link', { name: 'Connect Binance' })).toBeVisible()
  },
}

/** The saved choice is a venue whose key broke: the picker says it cannot trade there. */
export const ChosenVenueUnusable: Story = {
  args: { value: 'okx' },
  decorators: [withParts({ data: { exchanges: async () => storyExchanges({ okx: 'invalid' }) } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(/The chosen exchange cannot take orders now/),
    ).toBeVisible()
  },
}

/** Forex: OANDA is the broker offered beside Paper. */
export const Forex: Story = {
  args: { market: 'forex' },
  decorators: [
    withParts({ data: { exchanges: async () => storyExchanges({ oanda: 'connected' }) } }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('radio', { name: /OANDA/ })).toBeVisible()
    await expect(canvas.queryByText('Binance')).toBeNull()
  },
}

export const Loading: Story = {
  decorators: [withParts({ data: { exchanges: () => pending() } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText('Loading your exchanges')).toBeInTheDocument()
    await expect(canvas.getByRole('radio', { name: /Paper/ })).toBeChecked()
  },
}

export const LoadFailed: Story = {
  decorators: [withParts({ data: { exchanges: () => failing('internal') } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /Your exchanges could not be loaded/,
    )
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

export const Thai: Story = {
  ...KeyError,
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: /Binance/ })
    await expect(link).toHaveAttribute('href', '/th/api/connect/binance')
  },
}

export const Chinese: Story = {
  ...KeyError,
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: /Binance/ })
    await expect(link).toHaveAttribute('href', '/cn/api/connect/binance')
  },
}

/** A kind that runs on Paper only (market neutral, the futures kinds): a connected exchange is not offered. */
export const PaperOnlyKind: Story = {
  args: { paperOnly: true },
  decorators: [
    withParts({ data: { exchanges: async () => storyExchanges({ binance: 'connected' }) } }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByText(/This strategy runs on Paper only for now/, {}, { timeout: 5000 }),
    ).toBeVisible()
    await expect(canvas.getAllByRole('radio')).toHaveLength(1)
    await expect(canvas.queryByRole('radio', { name: /Binance/ })).toBeNull()
    await expect(canvas.queryByRole('link', { name: 'Connect OKX' })).toBeNull()
  },
}

const noSubscription = async () => ({ active: false, expires_at: null })

/**
 * Without a subscription a connected exchange is listed, not offered: it says it needs one and
 * links to /subscription; Paper stays free (decision 066).
 */
export const NeedsSubscription: Story = {
  decorators: [
    withParts({
      data: {
        exchanges: async () => storyExchanges({ binance: 'connected' }),
        subscription: noSubscription,
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Needs an active subscription')).toBeVisible()
    await expect(canvas.getAllByRole('radio')).toHaveLength(1)
    await expect(canvas.getByRole('radio', { name: /Paper/ })).toBeChecked()
    await expect(canvas.getByRole('link', { name: 'Get a subscription' })).toHaveAttribute(
      'href',
      '/subscription',
    )
    // OKX, never connected, still links to connecting it.
    await expect(canvas.getByRole('link', { name: 'Connect OKX' })).toBeVisible()
  },
}

/** A live venue chosen earlier (a stored wizard) is refused on the spot, with the way out. */
export const ChosenNeedsSubscription: Story = {
  args: { value: 'binance' },
  decorators: [
    withParts({
      data: {
        exchanges: async () => storyExchanges({ binance: 'connected' }),
        subscription: noSubscription,
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Bots on a connected exchange need an active subscription.',
    )
    await expect(canvas.getAllByRole('link', { name: 'Get a subscription' })).toHaveLength(2)
  },
}

/** The same in Thai. */
export const NeedsSubscriptionThai: Story = {
  ...NeedsSubscription,
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('ต้องมีแพ็กเกจสมาชิกที่ใช้งานอยู่')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'สมัครแพ็กเกจสมาชิก' })).toHaveAttribute(
      'href',
      '/th/subscription',
    )
  },
}
