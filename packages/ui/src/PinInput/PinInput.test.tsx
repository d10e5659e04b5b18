import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../test-utils'
import { PinInput } from './PinInput'

const cell = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` })

describe('PinInput', () => {
  it('names the group and each cell', () => {
    render(<PinInput label="Verification code" description="Sent to ada@example.com" />)
    const group = screen.getByRole('group', { name: 'Verification code' })
    expect(group).toHaveAccessibleDescription('Sent to ada@example.com')
    expect(screen.getAllByRole('textbox')).toHaveLength(6)
    expect(cell(1)).toHaveAttribute('inputmode', 'numeric')
  })

  it('advances while typing, ignores letters and completes', async () => {
    const onComplete = vi.fn()
    const onChange = vi.fn()
    render(<PinInput label="Code" onChange={onChange} onComplete={onComplete} />)
    await userEvent.click(cell(1))
    await userEvent.keyboard('12a3456')
    expect(
      screen
        .getAllByRole('textbox')
        .map((c) => (c as HTMLInputElement).value)
        .join(''),
    ).toBe('123456')
    expect(onChange).toHaveBeenLastCalledWith('123456')
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456')
    expect(cell(6)).toHaveFocus()
  })

  it('fills every cell from a paste', async () => {
    const onComplete = vi.fn()
    render(<PinInput label="Code" onComplete={onComplete} />)
    await userEvent.click(cell(3))
    await userEvent.paste('123456')
    expect(cell(1)).toHaveValue('1')
    expect(cell(6)).toHaveValue('6')
    expect(onComplete).toHaveBeenCalledWith('123456')
  })

  it('Backspace on an empty cell clears the previous one and moves there', async () => {
    const onChange = vi.fn()
    render(<PinInput label="Code" defaultValue="123" onChange={onChange} />)
    await userEvent.click(cell(4))
    await userEvent.keyboard('{Backspace}')
    expect(cell(3)).toHaveValue('')
    expect(cell(3)).toHaveFocus()
    expect(onChange).toHaveBeenLastCalledWith('12')
  })

  it('moves with arrow keys', async () => {
    render(<PinInput label="Code" defaultValue="1234" />)
    await userEvent.click(cell(3))
    await userEvent.keyboard('{ArrowLeft}')
    expect(cell(2)).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    expect(cell(4)).toHaveFocus()
  })

  it('masks digits and shows the error when invalid', () => {
    render(<PinInput label="PIN" isMasked isInvalid errorMessage="Wrong PIN" defaultValue="12" />)
    const first = screen.getByLabelText('Digit 1 of 6')
    expect(first).toHaveAttribute('type', 'password')
    expect(first).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('group', { name: 'PIN' })).toHaveAccessibleDescription('Wrong PIN')
  })
})
