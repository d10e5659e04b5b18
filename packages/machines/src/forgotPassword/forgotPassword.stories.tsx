import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { forgotPasswordMachine } from './forgotPassword.machine'

const meta = {
  title: 'Machines/ForgotPassword',
  component: MachineStepper,
  args: {
    machine: forgotPasswordMachine,
    title: 'Forgot password',
    implementations: { actors: { submit: fromPromise(async () => ({ done: true })) } },
    input: {},
  },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

/** Submitting an empty form shows the required-field error and never calls the server. */
export const RequiredOnSubmit: Story = {
  args: {
    events: {
      'form.change': { field: 'email', value: 'trader@example.com' },
      'form.blur': { field: 'email' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'form.submit' }))
    await waitFor(() => expect(canvas.getByText(/validation\.required/)).toBeInTheDocument())
    await expect(canvas.getByRole('status')).toHaveTextContent('editing')
  },
}
