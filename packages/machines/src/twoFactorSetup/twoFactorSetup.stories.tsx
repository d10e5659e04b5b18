import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MachineStepper } from '../../../../.storybook/stepper/MachineStepper'
import { twoFactorEnableFormMachine, twoFactorSetupMachine } from './twoFactorSetup.machine'

const implementations = {
  actors: {
    createSecret: fromPromise(async () => ({
      secret: 'JBSWY3DPEHPK3PXP',
      otpauth_url:
        'otpauth://totp/Auto%20Trading%20Bot:trader%40example.com?secret=JBSWY3DPEHPK3PXP',
    })),
    enableForm: twoFactorEnableFormMachine.provide({
      actors: {
        submit: fromPromise(async () => ({
          recovery_codes: ['ABCDE-FGHJK', 'MNPQR-STUVW', 'XYZ23-45678'],
        })),
      },
    }),
  },
}

const meta = {
  title: 'Machines/TwoFactorSetup',
  component: MachineStepper,
  args: {
    machine: twoFactorSetupMachine,
    title: 'Two-factor setup',
    implementations,
    input: { hasPassword: true },
    events: {
      'twoFactor.start': {},
      'form.change': [
        { field: 'totp_code', value: '123456' },
        { field: 'password', value: 'secret123' },
      ],
      'twoFactor.finish': {},
    },
  },
} satisfies Meta<typeof MachineStepper>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

/** Start, type the first code and the password: the recovery codes show, then it is done. */
export const TurnsOn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const state = await canvas.findByRole('status')
    await userEvent.click(await canvas.findByRole('button', { name: /^twoFactor\.start/ }))
    await waitFor(() => expect(state).toHaveTextContent('confirming'))
    await userEvent.click(canvas.getByRole('button', { name: /^form\.change .*totp_code/ }))
    await userEvent.click(canvas.getByRole('button', { name: /^form\.change .*password/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'form.submit' }))
    await waitFor(() => expect(state).toHaveTextContent('recoveryCodes'))
    await userEvent.click(canvas.getByRole('button', { name: /^twoFactor\.finish/ }))
    await waitFor(() => expect(state).toHaveTextContent('done'))
  },
}
