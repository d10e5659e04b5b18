import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { CoinComboBox, type Coin } from './ComboBox'

const coins: Coin[] = [
  { symbol: 'BTC', name: 'Bitcoin' },
  { symbol: 'ETH', name: 'Ethereum' },
  { symbol: 'BNB', name: 'BNB' },
  { symbol: 'SOL', name: 'Solana' },
  { symbol: 'XRP', name: 'Ripple' },
  { symbol: 'DOGE', name: 'Dogecoin' },
  { symbol: 'ADA', name: 'Cardano' },
  { symbol: 'TRX', name: 'TRON' },
]

const meta = {
  title: 'Inputs/ComboBox',
  component: CoinComboBox,
  args: { label: 'Coin', placeholder: 'Search coin', coins, onSelectionChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 380 }}>{Story()}</div>],
} satisfies Meta<typeof CoinComboBox>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Empty: Story = {}

export const Selected: Story = {
  args: { defaultSelectedKey: 'ETH', description: 'Quote asset: USDT' },
}

export const OpenList: Story = {
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'))
    const listbox = await screen.findByRole('listbox')
    await expect(within(listbox).getAllByRole('option')).toHaveLength(coins.length)
  },
}

/** 'b' matches BTC and BNB by symbol. */
export const FilterBySymbol: Story = {
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Coin' }), 'b')
    const listbox = await screen.findByRole('listbox')
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2))
  },
}

export const FilterByNameAndPick: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Coin' })
    await userEvent.type(input, 'solan')
    await screen.findByRole('listbox')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('SOL')
    await expect(input).toHaveValue('SOL')
  },
}

export const NoResults: Story = {
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Coin' }), 'zzz')
    // Asserted by state, not text: the "No results" catalogue entry lands when the lead extracts.
    const listbox = await screen.findByRole('listbox')
    await expect(listbox).toHaveAttribute('data-empty', 'true')
    await expect(within(listbox).queryAllByRole('option', { name: /BTC|ETH/ })).toHaveLength(0)
  },
}

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a coin to trade' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Coin' })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('Choose a coin to trade')
  },
}

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'BTC' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Coin' })).toBeDisabled()
  },
}
