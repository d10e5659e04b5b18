import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../test-utils'
import { PasswordField } from './PasswordField'

describe('PasswordField', () => {
  it('masks the value until the toggle is pressed, then hides it again', async () => {
    render(<PasswordField label="Password" defaultValue="s3cret" />)
    const input = screen.getByLabelText('Password')
    expect(input).toHaveAttribute('type', 'password')

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(input).toHaveAttribute('type', 'text')
    const hide = screen.getByRole('button', { name: 'Hide password' })
    expect(hide).toHaveAttribute('aria-pressed', 'true')

    await userEvent.click(hide)
    expect(input).toHaveAttribute('type', 'password')
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })

  it('reports typed text and keeps the value when toggled', async () => {
    const onChange = vi.fn()
    render(<PasswordField label="Password" onChange={onChange} />)
    const input = screen.getByLabelText('Password')
    await userEvent.type(input, 'abc123')
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(input).toHaveValue('abc123')
    expect(onChange).toHaveBeenLastCalledWith('abc123')
  })

  it('shows the error message when invalid', () => {
    render(<PasswordField label="Password" isInvalid errorMessage="Password is too short" />)
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is too short')
  })

  it('disables the toggle with the field', () => {
    render(<PasswordField label="Password" isDisabled />)
    expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled()
  })
})
