import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import { apiErrors } from '@atb/contract'
import { SUPPORT_URL } from '../../services/support'
import { Component } from './Login'
import {
  expectPending,
  pends,
  rejects,
  resolves,
  settleAnnouncements,
  withFlows,
  withRoute,
} from './stories/storyKit'

const meta = {
  title: 'Screens/Account/Login',
  component: Component,
  decorators: [withFlows(), withRoute({ path: 'login', layout: 'auth' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

const fill = async (
  canvas: ReturnType<typeof within>,
  email = 'trader@example.com',
  password = 'secret1',
) => {
  await userEvent.type(await canvas.findByLabelText('Email'), email)
  await userEvent.type(canvas.getByLabelText('Password'), password)
}
const submit = (canvas: ReturnType<typeof within>) =>
  userEvent.click(canvas.getByRole('button', { name: 'Log in' }))

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('form', { name: 'Log in' })).toBeVisible()
    await expect(canvas.getByLabelText('Email')).toHaveValue('')
    // Through the router, an external address once became "/login/https:/line.me/…".
    await expect(canvas.getByRole('link', { name: /Contact support on LINE/ })).toHaveAttribute(
      'href',
      SUPPORT_URL,
    )
  },
}

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await expect(canvas.getByLabelText('Email')).toHaveValue('trader@example.com')
    await expect(canvas.getByLabelText('Password')).toHaveValue('secret1')
  },
}

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText('Email'), 'bob')
    await submit(canvas)
    await expect(await canvas.findByText('The field must be a valid email')).toBeVisible()
    await expect(canvas.getByText('The password field is required')).toBeVisible()
  },
}

export const Submitting: Story = {
  decorators: [withFlows({ submit: { login: pends() } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await submit(canvas)
    await expectPending(canvas.getByRole('button', { name: /Log in/ }))
  },
}

export const ServerError: Story = {
  decorators: [withFlows({ submit: { login: rejects('invalid_credentials') } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await submit(canvas)
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Incorrect email or password.'),
    )
  },
}

/** The server has no Google credentials: no Google button is offered (issue 29). */
export const GoogleNotConfigured: Story = {
  decorators: [
    withFlows({
      google: {
        loadConfig: fromPromise(async () => {
          document.body.dataset.googleAsked = 'yes'
          return { enabled: false }
        }),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('form', { name: 'Log in' })).toBeVisible()
    // Once the server has answered, and React has drawn what it said.
    await waitFor(() => expect(document.body.dataset.googleAsked).toBe('yes'))
    await new Promise((resolve) => requestAnimationFrame(resolve))
    await expect(canvas.queryByRole('button', { name: 'Continue with Google' })).toBeNull()
    delete document.body.dataset.googleAsked
  },
}

/** The server could not be asked: the button stays, and a press says what went wrong. */
export const GoogleConfigUnreachable: Story = {
  decorators: [withFlows({ google: { loadConfig: rejects('rate_limited') } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Google' }))
    await waitFor(() => expect(canvas.getByRole('alert')).not.toBeEmptyDOMElement())
  },
  parameters: { visual: { disable: true } },
}

/** Configured: pressing the button leaves for Google's consent page with this tab's state. */
export const GoogleStart: Story = {
  decorators: [withFlows({ leaveFor: (url) => void (document.body.dataset.leftFor = url) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with Google' }))
    await waitFor(() =>
      expect(document.body.dataset.leftFor).toContain(
        'https://accounts.google.com/o/oauth2/v2/auth?',
      ),
    )
    await expect(new URL(document.body.dataset.leftFor ?? '').searchParams.get('state')).toBe(
      'story-nonce',
    )
    delete document.body.dataset.leftFor
  },
  parameters: { visual: { disable: true } },
}

/** Back from Google with the code and the state this tab sent: signed in and sent on. */
export const GoogleReturn: Story = {
  decorators: [
    withFlows({
      googleAttempt: {
        get: () => ({ state: 'story-state', redirectTo: '/profile' }),
        set: () => undefined,
      },
    }),
  ],
  parameters: { route: { url: '/login?code=story-code&state=story-state' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('navigated')).toBeInTheDocument()
  },
}

/** Back with a state this tab did not send (another site started it): refused. */
export const GoogleForged: Story = {
  decorators: [
    withFlows({
      googleAttempt: {
        get: () => ({ state: 'story-state', redirectTo: '/' }),
        set: () => undefined,
      },
    }),
  ],
  parameters: { route: { url: '/login?code=story-code&state=forged' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Google sign-in failed. Please try again.',
      ),
    )
  },
}

export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }

const challenge = {
  two_factor_required: true as const,
  challenge_token: 'story-challenge',
  expires_at: '2030-01-01T00:05:00.000Z',
}
const codeWrong = {
  path: 'totp_code',
  message: apiErrors.two_factor_code_wrong.message,
  text: apiErrors.two_factor_code_wrong.description,
}
const toCodeStep = async (canvas: ReturnType<typeof within>) => {
  await fill(canvas)
  await submit(canvas)
  return canvas.findByRole('form', { name: 'Two-factor sign-in' })
}

/** An account with two-factor sign-in: the password step leads to the code step (decision 082). */
export const TwoFactorCode: Story = {
  decorators: [withFlows({ submit: { login: resolves(challenge) } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await toCodeStep(canvas)).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Authenticator code'), '123456')
    await expect(canvas.getByLabelText('Authenticator code')).toHaveValue('123456')
    await settleAnnouncements()
  },
}

/** A wrong or reused code: said on the field, the step stays. */
export const TwoFactorWrongCode: Story = {
  decorators: [
    withFlows({
      submit: {
        login: resolves(challenge),
        loginCode: rejects('two_factor_code_wrong', [codeWrong]),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await toCodeStep(canvas)
    await userEvent.type(canvas.getByLabelText('Authenticator code'), '000000')
    await userEvent.click(canvas.getByRole('button', { name: 'Verify and sign in' }))
    await waitFor(() =>
      expect(canvas.getAllByText(/This code is wrong or was already used/)[0]).toBeVisible(),
    )
    await settleAnnouncements()
  },
}

/** The challenge outlived its five minutes: the way back to the password. */
export const TwoFactorExpired: Story = {
  decorators: [withFlows({ submit: { login: resolves(challenge) }, challengeLifetimeMs: 0 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fill(canvas)
    await submit(canvas)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This sign-in took too long')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in again' }))
    await expect(await canvas.findByRole('form', { name: 'Log in' })).toBeVisible()
    await settleAnnouncements()
  },
}

/** Back from Google for an account with two-factor: the same code step. */
export const GoogleTwoFactor: Story = {
  decorators: [
    withFlows({
      googleAttempt: {
        get: () => ({ state: 'story-state', redirectTo: '/profile' }),
        set: () => undefined,
      },
      google: { googleLogin: resolves({ is_new_user: false, ...challenge }) },
    }),
  ],
  parameters: { route: { url: '/login?code=story-code&state=story-state' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('form', { name: 'Two-factor sign-in' })).toBeVisible()
  },
}
