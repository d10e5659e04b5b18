import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { apiErrors } from '@atb/contract'
import { Component } from './TwoFactor'
import {
  expectPending,
  pends,
  rejects,
  settleAnnouncements,
  storyRecoveryCodes,
  storyUser,
  withFlows,
  withRoute,
} from './stories/storyKit'

const meta = {
  title: 'Screens/Account/TwoFactor',
  component: Component,
  decorators: [withFlows(), withRoute({ path: 'profile/two-factor', layout: 'blank' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>
const turnOn = async (canvas: Canvas) =>
  userEvent.click(await canvas.findByRole('button', { name: 'Turn on' }))
const confirm = async (canvas: Canvas, code = '123456', password = 'secret123') => {
  const field = await canvas.findByLabelText('Code from the app')
  // "Turn on" was pending and is gone: its announcement expires before the next one starts.
  await settleAnnouncements()
  await userEvent.type(field, code)
  const login = canvas.queryByLabelText('Login password')
  if (login && password) await userEvent.type(login, password)
  await userEvent.click(canvas.getByRole('button', { name: 'Confirm and turn on' }))
}
/** Announcements expired, and the page back at its top (focus scrolled it) for the picture. */
const settled = async () => {
  await settleAnnouncements()
  window.scrollTo(0, 0)
}
const codeWrong = {
  path: 'totp_code',
  message: apiErrors.two_factor_code_wrong.message,
  text: apiErrors.two_factor_code_wrong.description,
}

/** Off: the three steps, and the button that starts them. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible()
    await expect(await canvas.findByText('Off')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Turn on' })).toBeEnabled()
  },
}

export const MakingSecret: Story = {
  decorators: [withFlows({ twoFactor: { setup: pends() } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await turnOn(canvas)
    await expectPending(canvas.getByRole('button', { name: /Turn on/ }))
  },
}

export const SecretFailed: Story = {
  decorators: [withFlows({ twoFactor: { setup: rejects('rate_limited') } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await turnOn(canvas)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Too many/)
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
    await settled()
  },
}

/** The QR code, the key to type by hand, and the first code with the login password. */
export const Scan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await turnOn(canvas)
    await expect(
      await canvas.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible()
    await expect(canvas.getByLabelText('Setup key')).toHaveTextContent(
      'GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ',
    )
    await expect(canvas.getByLabelText('Login password')).toBeVisible()
    await settled()
  },
}

/** A Google account has no login password: the code alone confirms. */
export const ScanWithoutPassword: Story = {
  decorators: [withFlows({ user: { ...storyUser, has_password: false } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await turnOn(canvas)
    await expect(await canvas.findByLabelText('Code from the app')).toBeVisible()
    await expect(canvas.queryByLabelText('Login password')).toBeNull()
    await settled()
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await turnOn(canvas)
    await confirm(canvas, '12a', '')
    await expect(
      await canvas.findByText('The two-factor code must be exactly 6 characters long'),
    ).toBeVisible()
    await expect(canvas.getByText('The login password field is required')).toBeVisible()
    await settled()
  },
}

export const WrongCode: Story = {
  decorators: [withFlows({ twoFactor: { enable: rejects('two_factor_code_wrong', [codeWrong]) } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await turnOn(canvas)
    await confirm(canvas, '000000')
    await waitFor(() =>
      expect(canvas.getAllByText(/This code is wrong or was already used/)[0]).toBeVisible(),
    )
    await expect(canvas.getByLabelText('Setup key')).toBeVisible()
    await settled()
  },
}

/** On: the ten codes, shown once, with copy and download. */
export const RecoveryCodes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await turnOn(canvas)
    await confirm(canvas)
    const list = await canvas.findByRole('list', { name: 'Recovery codes' })
    await expect(within(list).getAllByRole('listitem')).toHaveLength(storyRecoveryCodes.length)
    await expect(canvas.getByText(/shown only this once/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Copy all' })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: 'Download' })).toBeEnabled()
    await expect(canvas.getByText('On')).toBeVisible()
    await settled()
  },
}

/** The codes are saved: the page shows it on, with the way to turn it off. */
export const CodesSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await turnOn(canvas)
    await confirm(canvas)
    await userEvent.click(await canvas.findByRole('button', { name: 'I saved my codes' }))
    await expect(await canvas.findByRole('button', { name: 'Turn off' })).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'Recovery codes' })).toBeNull()
    await settled()
  },
}

const on = { ...storyUser, two_factor_enabled: true }

/** On: turning it off asks for a code (or a recovery code) and the login password. */
export const On: Story = {
  decorators: [withFlows({ user: on })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('On')).toBeVisible()
    await expect(canvas.getByLabelText('Authenticator or recovery code')).toBeVisible()
    await expect(canvas.getByLabelText('Login password')).toBeVisible()
  },
}

export const TurnOffWrongPassword: Story = {
  decorators: [
    withFlows({
      user: on,
      twoFactor: {
        disable: rejects('password_wrong', [
          {
            path: 'password',
            message: apiErrors.password_wrong.message,
            text: apiErrors.password_wrong.description,
          },
        ]),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      await canvas.findByLabelText('Authenticator or recovery code'),
      'K7QMX-3RZ2P',
    )
    await userEvent.type(canvas.getByLabelText('Login password'), 'not-it-1')
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off' }))
    await waitFor(() =>
      expect(canvas.getAllByText('The login password is incorrect.')[0]).toBeVisible(),
    )
    await settled()
  },
}

/** Turned off: said with the 24-hour pause, and the way to turn it on again. */
export const TurnedOff: Story = {
  decorators: [withFlows({ user: on })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText('Authenticator or recovery code'), '123456')
    await userEvent.type(canvas.getByLabelText('Login password'), 'secret123')
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off' }))
    await expect(await canvas.findByText(/Withdrawals are paused for 24 hours/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Turn on' })).toBeEnabled()
    await settled()
  },
}

export const Thai: Story = { globals: { locale: 'th' } }
