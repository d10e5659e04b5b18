import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Component } from './Choose'
import { expectNoSidewaysScroll, withFlows, withRoute } from '../../account/stories/storyKit'

const meta = {
  title: 'Screens/Bots/Create/Choose',
  component: Component,
  decorators: [withFlows(), withRoute({ path: 'bot/create', layout: 'blank' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

const themeStep = { route: { path: 'bot/create/:market', url: '/bot/create/crypto' } }
const strategyStep = (theme: string) => ({
  route: { path: 'bot/create/:market/:theme', url: `/bot/create/crypto/${theme}` },
})

/** The first step: one link per market, the stepper on Market. */
export const Markets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The first story of a cold browser may wait a while for its catalogue.
    await expect(
      await canvas.findByRole('heading', { name: 'Choose a market' }, { timeout: 5000 }),
    ).toBeVisible()
    for (const name of [/Crypto/, /Forex/, /Gold/])
      await expect(canvas.getByRole('link', { name })).toBeVisible()
    const steps = canvas.getAllByRole('navigation', { name: 'Bot wizard steps' })
    await expect(steps.find((nav) => nav.checkVisibility())).toHaveTextContent(/Market/)
  },
}

/** Crypto's themes, each a link once one of its strategies runs (Quant since issue 14). */
export const Themes: Story = {
  parameters: themeStep,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Choose a theme' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Grid/ })).toHaveAttribute(
      'href',
      '/bot/create/crypto/grid',
    )
    const quant = canvas.getByRole('link', { name: /Quant/ })
    await expect(quant).toHaveAttribute('href', '/bot/create/crypto/quant')
    await expect(quant).not.toHaveTextContent('Coming soon')
  },
}

/** Grid's strategies, each a link to its setup; the stepper goes back to a completed step. */
export const Strategies: Story = {
  parameters: strategyStep('grid'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('link', { name: /Spot grid/ })).toHaveAttribute(
      'href',
      '/bot/create/crypto/grid/spot_grid/setup',
    )
    await expect(canvas.getByRole('link', { name: /Futures grid/ })).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Market/ })).toBeVisible()
  },
}

/** All nine quant kinds run (issue 14): each is a link to its setup, none is "coming soon". */
export const QuantKinds: Story = {
  parameters: strategyStep('quant'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('link', { name: /Market neutral/ }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/bot/create/crypto/quant/market_neutral/setup')
    const kinds = canvas
      .getAllByRole('link')
      .filter((l) => l.getAttribute('href')?.startsWith('/bot/create/crypto/quant/'))
    await expect(kinds).toHaveLength(9)
    await expect(canvas.queryByText('Coming soon')).toBeNull()
    await expect(canvas.getByRole('link', { name: /Trend following/ })).toHaveAttribute(
      'href',
      '/bot/create/crypto/quant/trend_following/setup',
    )
    await expect(canvas.getByRole('link', { name: /Mean reversion/ })).toHaveAttribute(
      'href',
      '/bot/create/crypto/quant/mean_reversion/setup',
    )
    // The theme has runnable kinds, so the page does not send the user to another theme.
    await expect(canvas.queryByRole('link', { name: 'Choose another theme' })).toBeNull()
  },
}

/** Keyboard only: Tab reaches a market card and Enter opens it. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const crypto = await canvas.findByRole('link', { name: /Crypto/ })
    while (document.activeElement !== crypto) await userEvent.tab()
    await expect(crypto).toHaveAttribute('data-focus-visible', 'true')
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(canvas.getByTestId('navigated')).toBeInTheDocument())
  },
}

/** A 390 px phone: the compact stepper and one card per row, nothing scrolls sideways. */
export const Phone: Story = {
  parameters: { ...themeStep, phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Step 2 of 5')).toBeVisible()
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Thai: Story = {
  parameters: strategyStep('grid'),
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 2 })).not.toHaveTextContent(
      'Choose a strategy',
    )
  },
}

export const Chinese: Story = {
  parameters: themeStep,
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 2 })).not.toHaveTextContent(
      'Choose a theme',
    )
  },
}
