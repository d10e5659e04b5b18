import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { PairPicker, type PairPickerProps } from './PairPicker'
import { failing, fakeLive, pending, withParts } from './stories/partsKit'

/** The field once the pairs have loaded (it is remounted then, enabled and filled). */
const loadedInput = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Pair' })
    if (input.hasAttribute('disabled')) throw new Error('still loading')
    return input
  })

function Controlled(props: PairPickerProps) {
  const [value, setValue] = useState(props.value)
  return (
    <PairPicker
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
  title: 'Screens/Bots/Create/Parts/PairPicker',
  component: PairPicker,
  args: { market: 'crypto', exchange: 'paper', value: undefined, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [withParts()],
} satisfies Meta<typeof PairPicker>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = await loadedInput(canvasElement)
    await expect(input).toHaveValue('')
  },
}

/** Typing filters the list ("eth" finds ETH/USDT, each with its price); choosing sends the engine symbol. */
export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const input = await loadedInput(canvasElement)
    await userEvent.click(input)
    await userEvent.type(input, 'eth')
    const page = within(document.body)
    const option = await page.findByRole('option', { name: /ETH\/USDT/ })
    await expect(option).toHaveTextContent('3,412.8')
    await expect(page.queryByRole('option', { name: /BTC\/USDT/ })).toBeNull()
    await userEvent.click(option)
    await expect(args.onChange).toHaveBeenLastCalledWith('ETHUSDT')
    await expect(await canvas.findByTestId('last-price')).toHaveTextContent('3,412.8')
  },
}

/** The chosen pair with its live price, 24 h change and the replay mark. */
export const Chosen: Story = {
  args: { value: 'BTCUSDT' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await loadedInput(canvasElement)).toHaveValue('BTC/USDT')
    await expect(await canvas.findByTestId('last-price')).toHaveTextContent('97,250.50')
    await expect(canvas.getByText('24 h +2.35%')).toBeVisible()
    await expect(canvas.getByText('Live')).toBeVisible()
    await expect(canvas.getByText('Recorded replay')).toBeVisible()
  },
}

/** The socket is down: the list's last price stands in, marked offline. */
export const Offline: Story = {
  args: { value: 'ETHUSDT' },
  decorators: [withParts({ live: fakeLive('offline') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Offline')).toBeVisible()
    await expect(await canvas.findByTestId('last-price')).toHaveTextContent('3,412.8')
  },
}

export const Invalid: Story = {
  args: { errorMessage: 'The symbol is required' },
  play: async ({ canvasElement }) => {
    await expect(await loadedInput(canvasElement)).toHaveAttribute('aria-invalid', 'true')
  },
}

export const Loading: Story = {
  decorators: [withParts({ data: { symbols: () => pending() } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Loading pairs…')).toBeVisible()
  },
}

export const LoadFailed: Story = {
  decorators: [withParts({ data: { symbols: () => failing('internal') } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /The pairs could not be loaded/,
    )
  },
}

export const Thai: Story = { ...Chosen, globals: { locale: 'th' }, play: undefined }
export const Chinese: Story = { ...Chosen, globals: { locale: 'zh' }, play: undefined }
