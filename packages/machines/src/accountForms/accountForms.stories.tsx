import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import {
  activationMachine,
  changePasswordMachine,
  forgotPasswordMachine,
  pinCreateMachine,
  pinUpdateMachine,
  profileEditMachine,
  resetPasswordMachine,
  transactionPasswordChangeMachine,
  transactionPasswordSetMachine,
} from './accountForms.machine'

const done = { actors: { submit: fromPromise(async () => ({ done: true })) } }

const meta = {
  title: 'Machines/AccountForms',
  component: MachineStepper,
  args: {
    machine: forgotPasswordMachine,
    title: 'Forgot password',
    implementations: done,
    input: {},
  },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

/** Submitting an empty form shows the required-field error and never calls the server. */
export const ForgotPassword: Story = {
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

export const ResetPassword: Story = {
  args: {
    machine: resetPasswordMachine,
    title: 'Reset password',
    input: { values: { token: 'token-from-the-link' } },
    events: {
      'form.change': [
        { field: 'password', value: 'secret1' },
        { field: 'confirm_password', value: 'secret1' },
      ],
    },
  },
}

export const ChangePassword: Story = {
  args: {
    machine: changePasswordMachine,
    title: 'Change password',
    events: { 'form.change': { field: 'new_password', value: 'secret2' } },
  },
}

export const ProfileEdit: Story = {
  args: {
    machine: profileEditMachine,
    title: 'Profile edit',
    input: { values: { nickname: 'Trader', signature: 'Grid all day' } },
    events: {
      'form.change': { field: 'nickname', value: 'Trader <b>' },
      'form.blur': { field: 'nickname' },
    },
  },
}

export const PinCreate: Story = {
  args: {
    machine: pinCreateMachine,
    title: 'PIN create',
    events: {
      'form.change': [
        { field: 'pin', value: '123456' },
        { field: 'confirm_pin', value: '123456' },
      ],
    },
  },
}

export const PinUpdate: Story = {
  args: {
    machine: pinUpdateMachine,
    title: 'PIN update',
    events: { 'form.change': { field: 'old_pin', value: '123456' } },
  },
}

export const Activation: Story = {
  args: {
    machine: activationMachine,
    title: 'Activation',
    events: { 'form.change': { field: 'code', value: 'abcd2345' } },
  },
}

export const TransactionPasswordSet: Story = {
  args: {
    machine: transactionPasswordSetMachine,
    title: 'Transaction password set',
    events: {
      'form.change': [
        { field: 'transaction_password', value: 'a1b2c3' },
        { field: 'confirm_transaction_password', value: 'a1b2c3' },
      ],
    },
  },
}

export const TransactionPasswordChange: Story = {
  args: {
    machine: transactionPasswordChangeMachine,
    title: 'Transaction password change',
    events: {
      'form.change': [
        { field: 'old_transaction_password', value: 'a1b2c3' },
        { field: 'new_transaction_password', value: 'z9y8x7' },
        { field: 'confirm_new_transaction_password', value: 'z9y8x7' },
      ],
    },
  },
}
