import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n } from '@lingui/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../test-utils'
import { NumberField } from './NumberField'

describe('NumberField', () => {
  afterEach(() => {
    act(() => i18n.activate('en'))
  })

  it('steps with labelled buttons and arrow keys', async () => {
    const onChange = vi.fn()
    render(
      <NumberField label="Amount" unit="USDT" defaultValue={100} step={10} onChange={onChange} />,
    )
    await userEvent.click(screen.getByRole('button', { name: /Increase/ }))
    expect(onChange).toHaveBeenLastCalledWith(110)
    await userEvent.click(screen.getByRole('button', { name: /Decrease/ }))
    const input = screen.getByRole('textbox', { name: 'Amount' })
    await userEvent.click(input)
    await userEvent.keyboard('{ArrowDown}')
    expect(input).toHaveValue('90')
    expect(screen.getByText('USDT')).toBeInTheDocument()
  })

  it('clamps typed values to min and max on blur', async () => {
    const onChange = vi.fn()
    render(
      <NumberField
        label="Leverage"
        minValue={1}
        maxValue={125}
        defaultValue={10}
        onChange={onChange}
      />,
    )
    const input = screen.getByRole('textbox', { name: 'Leverage' })
    await userEvent.clear(input)
    await userEvent.type(input, '300')
    await userEvent.tab()
    expect(input).toHaveValue('125')
    expect(onChange).toHaveBeenLastCalledWith(125)
  })

  it('disables the decrement button at the minimum', () => {
    render(<NumberField label="Grids" minValue={2} defaultValue={2} />)
    expect(screen.getByRole('button', { name: /Decrease/ })).toBeDisabled()
    expect(screen.getByRole('button', { name: /Increase/ })).toBeEnabled()
  })

  it('formats in the active locale', () => {
    act(() => i18n.loadAndActivate({ locale: 'vi', messages: {} }))
    render(<NumberField label="Amount" defaultValue={1234.5} />)
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('1.234,5')
  })

  it('shows the error message when invalid', () => {
    render(<NumberField label="Amount" isInvalid errorMessage="Too small" defaultValue={1} />)
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription('Too small')
  })
})
