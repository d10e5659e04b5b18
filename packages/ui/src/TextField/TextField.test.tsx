import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../test-utils'
import { TextField } from './TextField'

describe('TextField', () => {
  it('is labelled and described, and reports typed text', async () => {
    const onChange = vi.fn()
    render(<TextField label="Nickname" description="Shown on the ranking" onChange={onChange} />)
    const input = screen.getByRole('textbox', { name: 'Nickname' })
    expect(input).toHaveAccessibleDescription('Shown on the ranking')
    await userEvent.type(input, 'Ada')
    expect(onChange).toHaveBeenLastCalledWith('Ada')
  })

  it('shows the error message only while invalid', () => {
    const { rerender } = render(<TextField label="Email" errorMessage="Email is invalid" />)
    expect(screen.queryByText('Email is invalid')).not.toBeInTheDocument()
    rerender(<TextField label="Email" errorMessage="Email is invalid" isInvalid />)
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Email is invalid')
  })

  it('shows errors from validate() as the user types', async () => {
    render(
      <TextField
        label="Email"
        isRequired
        validationBehavior="aria"
        validate={(v) => (v.includes('@') ? null : 'Needs an @')}
        errorMessage={(v) => v.validationErrors.join(' ')}
      />,
    )
    const input = screen.getByRole('textbox', { name: 'Email' })
    await userEvent.type(input, 'ada')
    expect(screen.getByText('Needs an @')).toBeInTheDocument()
  })

  it('does not accept typing when read-only or disabled', async () => {
    render(
      <>
        <TextField label="Code" isReadOnly defaultValue="ABC" />
        <TextField label="Name" isDisabled defaultValue="Ada" />
      </>,
    )
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'X')
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('ABC')
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled()
  })
})
