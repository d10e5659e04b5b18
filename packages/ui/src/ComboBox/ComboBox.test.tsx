import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../test-utils'
import { CoinComboBox, type Coin } from './ComboBox'

const coins: Coin[] = [
  { symbol: 'BTC', name: 'Bitcoin' },
  { symbol: 'ETH', name: 'Ethereum' },
  { symbol: 'SOL', name: 'Solana' },
  { symbol: 'XRP', name: 'Ripple' },
]

// Popover tests type several keys and re-render the list each time; a shared 2-core runner needs slack.
describe('CoinComboBox', { timeout: 20_000 }, () => {
  it('filters by symbol and by name', async () => {
    render(<CoinComboBox label="Coin" coins={coins} />)
    const input = screen.getByRole('combobox', { name: 'Coin' })
    await userEvent.type(input, 'eth')
    const matches = within(screen.getByRole('listbox')).getAllByRole('option')
    expect(matches).toHaveLength(1)
    expect(matches[0]).toHaveTextContent('ETHEthereum')
    await userEvent.clear(input)
    await userEvent.type(input, 'sola')
    expect(within(screen.getByRole('listbox')).getByRole('option')).toHaveTextContent('SOL')
  })

  it('selects with the keyboard and shows the symbol', async () => {
    const onSelectionChange = vi.fn()
    render(<CoinComboBox label="Coin" coins={coins} onSelectionChange={onSelectionChange} />)
    const input = screen.getByRole('combobox', { name: 'Coin' })
    await userEvent.type(input, 'rip')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(onSelectionChange).toHaveBeenLastCalledWith('XRP')
    expect(input).toHaveValue('XRP')
  })

  it('says "No results" when nothing matches', async () => {
    render(<CoinComboBox label="Coin" coins={coins} />)
    await userEvent.type(screen.getByRole('combobox', { name: 'Coin' }), 'zzz')
    expect(screen.getByRole('listbox')).toHaveTextContent('No results')
  })

  it('opens the full list from the button', async () => {
    render(<CoinComboBox label="Coin" coins={coins} />)
    await userEvent.click(screen.getByRole('button'))
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(4)
  })
})
