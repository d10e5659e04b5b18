import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../test-utils'
import { Button } from '../Button/Button'
import { Checkbox } from '../Checkbox/Checkbox'
import { TextField } from '../TextField/TextField'
import { Form, type FormProps } from './Form'

function SignUp(props: Partial<FormProps>) {
  return (
    <Form {...props}>
      <TextField name="email" label="Email" isRequired />
      <Checkbox name="policy" isRequired errorMessage="The policy must be checked">
        I agree
      </Checkbox>
      <Button type="submit">Sign up</Button>
    </Form>
  )
}

describe('Form', () => {
  it('submits with Enter once the fields are valid', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault())
    render(<SignUp onSubmit={onSubmit} />)
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree' }))
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com{Enter}')
    expect(onSubmit).toHaveBeenCalledOnce()
  })

  it('blocks submit and shows errors for missing required fields', async () => {
    const onSubmit = vi.fn()
    render(<SignUp onSubmit={onSubmit} />)
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(screen.getByText('The policy must be checked')).toBeInTheDocument()
  })

  it('shows server errors by field name until the field is edited and left', async () => {
    render(<SignUp validationErrors={{ email: 'This email is already registered' }} />)
    const email = screen.getByRole('textbox', { name: /Email/ })
    expect(email).toHaveAccessibleDescription('This email is already registered')
    await userEvent.type(email, 'x')
    await userEvent.tab()
    expect(screen.queryByText('This email is already registered')).not.toBeInTheDocument()
  })

  it('announces a form-level error', () => {
    render(<SignUp error="Invalid credentials" />)
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid credentials')
  })
})
