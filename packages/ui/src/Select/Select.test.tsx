import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../test-utils'
import { Select, SelectItem } from './Select'

function Exchange(props: { onSelectionChange?: (key: unknown) => void; isInvalid?: boolean }) {
  return (
    <Select
      label="Exchange"
      placeholder="Choose an exchange"
      errorMessage="Exchange is required"
      {...props}
    >
      <SelectItem id="binance">Binance</SelectItem>
      <SelectItem id="okx">OKX</SelectItem>
      <SelectItem id="bitkub" isDisabled>
        Bitkub
      </SelectItem>
    </Select>
  )
}

describe('Select', () => {
  it('opens on press and selects an option', async () => {
    const onSelectionChange = vi.fn()
    render(<Exchange onSelectionChange={onSelectionChange} />)
    const trigger = screen.getByRole('button', { name: /Exchange/ })
    expect(trigger).toHaveTextContent('Choose an exchange')
    await userEvent.click(trigger)
    const listbox = screen.getByRole('listbox')
    await userEvent.click(within(listbox).getByRole('option', { name: 'OKX' }))
    expect(onSelectionChange).toHaveBeenCalledWith('okx')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(trigger).toHaveTextContent('OKX')
  })

  it('works from the keyboard and skips disabled options', async () => {
    render(<Exchange />)
    await userEvent.tab()
    await userEvent.keyboard('{ArrowDown}')
    const options = within(screen.getByRole('listbox')).getAllByRole('option')
    expect(options[2]).toHaveAttribute('aria-disabled', 'true')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(screen.getByRole('button', { name: /Exchange/ })).toHaveTextContent('OKX')
  })

  it('shows the error message while invalid', () => {
    render(<Exchange isInvalid />)
    expect(screen.getByText('Exchange is required')).toBeInTheDocument()
  })
})
