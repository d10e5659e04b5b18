import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button/Button'
import { Checkbox } from '../Checkbox/Checkbox'
import { PasswordField } from '../PasswordField/PasswordField'
import { TextField } from '../TextField/TextField'
import { Form } from './Form'

const meta = {
  title: 'Inputs/Form',
  component: Form,
  args: { onSubmit: fn((event: { preventDefault(): void }) => event.preventDefault()) },
  argTypes: { gap: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  render: (args) => (
    <div style={{ maxWidth: 380 }}>
      <Form {...args}>
        <TextField
          name="email"
          type="email"
          label="Email"
          placeholder="you@example.com"
          isRequired
        />
        <PasswordField
          name="password"
          label="Password"
          autoComplete="new-password"
          description="At least 8 characters."
          isRequired
          minLength={8}
        />
        <Checkbox
          name="policy"
          value="accepted"
          isRequired
          errorMessage="The policy must be checked"
        >
          I agree to the terms of service and privacy policy
        </Checkbox>
        <Button type="submit" fullWidth>
          Create account
        </Button>
      </Form>
    </div>
  ),
} satisfies Meta<typeof Form>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const SignUp: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'ada@example.com')
    await userEvent.type(canvas.getByLabelText(/^Password/), 'correct-horse-9')
    await userEvent.click(canvas.getByRole('checkbox'))
    // Enter in a text field submits the form through its submit button.
    await userEvent.type(canvas.getByLabelText(/^Password/), '{Enter}')
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

export const RequiredFieldsOnSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await waitFor(() => expect(canvas.getByText('The policy must be checked')).toBeVisible())
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  },
}

export const ServerErrors: Story = {
  args: {
    validationErrors: {
      email: 'This email is already registered',
      password: 'Password is too common',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const email = canvas.getByRole('textbox', { name: /Email/ })
    await expect(email).toHaveAccessibleDescription('This email is already registered')
    await expect(canvas.getByText('Password is too common')).toBeVisible()
  },
}

export const ServerErrorClearsOnEdit: Story = {
  args: { validationErrors: { email: 'This email is already registered' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const email = canvas.getByRole('textbox', { name: /Email/ })
    await userEvent.type(email, 'ada2@example.com')
    await userEvent.tab()
    await expect(canvas.queryByText('This email is already registered')).not.toBeInTheDocument()
  },
}

export const FormLevelError: Story = { args: { error: 'Invalid credentials', gap: 'lg' } }
