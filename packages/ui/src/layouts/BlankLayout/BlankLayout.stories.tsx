import type { Meta, StoryObj } from '@storybook/react-vite'
import { Share2 } from 'lucide-react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button } from '../../Button/Button'
import {
  chooseByKeyboard,
  expectMenusOnPhone,
  phoneFrame,
  preferenceArgs,
} from '../PreferenceMenus/storyHelpers'
import { BlankLayout } from './BlankLayout'

function PolicyText() {
  return (
    <article style={{ display: 'grid', gap: 12, lineHeight: 1.6 }}>
      <h2 style={{ margin: 0, fontSize: 18 }}>1. Using the service</h2>
      <p style={{ margin: 0 }}>
        Automated trading carries risk. Bots follow the rules you configure and cannot guarantee a
        profit. Past performance shown in backtests or rankings does not predict future results.
      </p>
      <h2 style={{ margin: 0, fontSize: 18 }}>2. Exchange API keys</h2>
      <p style={{ margin: 0 }}>
        Keys are stored encrypted and used only to place the orders your bots request. Never enable
        withdrawal permission on a key you connect here.
      </p>
    </article>
  )
}

const meta = {
  title: 'Layouts/BlankLayout',
  component: BlankLayout,
  args: { title: 'Terms and policy', onBack: fn(), children: <PolicyText /> },
} satisfies Meta<typeof BlankLayout>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const WithBackButton: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms and policy' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }))
    await expect(args.onBack).toHaveBeenCalledOnce()
  },
}

export const BackLink: Story = {
  args: { onBack: undefined, backHref: '#bots', title: 'Bot history' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '#bots',
    )
  },
}

export const WithoutBack: Story = {
  args: { onBack: undefined, title: 'Guide' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Back' })).toBeNull()
  },
}

export const WithActions: Story = {
  args: {
    title: 'Signal details',
    actions: (
      <Button variant="secondary" size="sm" icon={<Share2 size={16} aria-hidden />}>
        Share
      </Button>
    ),
  },
}

export const Mobile: Story = {
  args: { title: 'Change password with a very long page title' },
  decorators: [
    (Story) => (
      <div
        style={{
          width: 375,
          height: 640,
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
    await expect(within(canvasElement).getByRole('img', { name: 'Auto Trading Bot' })).toBeVisible()
  },
}

/** Language and colour mode on a focused page, reached from the keyboard. */
export const WithPreferences: Story = {
  args: { preferences: preferenceArgs() },
  play: async ({ canvasElement, args }) => {
    if (args.preferences) await chooseByKeyboard(canvasElement, args.preferences)
  },
}

/** A 390 px phone: back, logo, a long title and both menus share the header. */
export const PreferencesOnPhone: Story = {
  args: {
    title: 'Change password with a very long page title',
    preferences: preferenceArgs(),
  },
  decorators: [phoneFrame(390, 640)],
  play: ({ canvasElement }) => expectMenusOnPhone(canvasElement),
}
