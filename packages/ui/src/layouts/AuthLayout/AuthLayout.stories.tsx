import type { Meta, StoryObj } from '@storybook/react-vite'
import { CircleCheck } from 'lucide-react'
import { expect, userEvent, within } from 'storybook/test'
import { Button } from '../../Button/Button'
import { Link } from '../../Link/Link'
import { TextField } from '../../TextField/TextField'
import {
  chooseByKeyboard,
  expectMenusOnPhone,
  phoneFrame,
  preferenceArgs,
} from '../PreferenceMenus/storyHelpers'
import { AuthLayout } from './AuthLayout'

function LoginForm() {
  return (
    <form style={{ display: 'grid', gap: 16 }} onSubmit={(event) => event.preventDefault()}>
      <TextField label="Email" type="email" name="email" autoComplete="email" />
      <TextField label="Password" type="password" name="password" autoComplete="current-password" />
      <div style={{ justifySelf: 'end' }}>
        <Link href="#forgot-password" variant="standalone">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" fullWidth>
        Log in
      </Button>
    </form>
  )
}

const features = [
  'Grid, DCA and signal bots',
  'Paper trading before going live',
  'Profit reports in real time',
]

const meta = {
  title: 'Layouts/AuthLayout',
  component: AuthLayout,
  args: {
    title: 'Log in',
    description: 'Welcome back. Your bots kept trading while you were away.',
    children: <LoginForm />,
    footer: (
      <>
        No account yet? <Link href="#signup">Sign up</Link>
      </>
    ),
  },
} satisfies Meta<typeof AuthLayout>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Login: Story = {
  args: {
    brandContent: (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
        {features.map((feature) => (
          <li key={feature} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <CircleCheck size={18} aria-hidden /> {feature}
          </li>
        ))}
      </ul>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible()
    await expect(canvas.getByRole('main')).toBeInTheDocument()
    await expect(canvas.getByRole('complementary')).toHaveTextContent('Automated trading bots')
  },
}

export const KeyboardFlow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText('Email'), 'trader@example.com')
    await userEvent.tab()
    await expect(canvas.getByLabelText('Password')).toHaveFocus()
  },
}

export const ForgotPassword: Story = {
  args: {
    title: 'Forgot password',
    description: 'Enter your email and we will send you a link to reset your password.',
    tagline: 'Your bots are safe. Let us get you back in.',
    children: (
      <form style={{ display: 'grid', gap: 16 }} onSubmit={(event) => event.preventDefault()}>
        <TextField label="Email" type="email" name="email" />
        <Button type="submit" size="lg" fullWidth>
          Send reset link
        </Button>
      </form>
    ),
    footer: <Link href="#login">Back to log in</Link>,
  },
}

export const WithoutFooter: Story = {
  args: {
    title: 'Check your email',
    description: 'We sent a 6-digit code to trader@example.com.',
    footer: undefined,
    children: <Button variant="secondary">Resend code</Button>,
  },
}

export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div
        style={{
          width: 375,
          height: 720,
          overflow: 'auto',
          transform: 'translateZ(0)',
          border: '1px solid var(--color-border)',
        }}
      >
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('complementary', { hidden: true })).not.toBeVisible()
    await expect(canvas.getByRole('main')).toHaveTextContent('Auto Trading Bot')
  },
}

/** Language and colour mode before signing in, reached from the keyboard. */
export const WithPreferences: Story = {
  args: { preferences: preferenceArgs() },
  play: async ({ canvasElement, args }) => {
    if (args.preferences) await chooseByKeyboard(canvasElement, args.preferences)
  },
}

/** A 390 px phone: the menus sit above the card, within reach. */
export const PreferencesOnPhone: Story = {
  args: { preferences: preferenceArgs() },
  decorators: [phoneFrame()],
  play: ({ canvasElement }) => expectMenusOnPhone(canvasElement),
}
