import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Component } from './Guide'
import { expectNoSidewaysScroll, withFlows, withRoute } from '../account/stories/storyKit'

const meta = {
  title: 'Screens/Guide',
  component: Component,
  decorators: [withFlows(), withRoute({ path: 'guide', layout: 'default' })],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

const topics = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('navigation', { name: 'Guide topics' })

/** The first topic, every topic listed, and the link to the next step. */
export const Start: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = await topics(canvasElement)
    await expect(within(nav).getAllByRole('link')).toHaveLength(6)
    await expect(within(nav).getByRole('link', { name: /Getting started/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByRole('heading', { level: 2, name: 'Getting started' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Create a bot' })).toHaveAttribute(
      'href',
      '/bot/create',
    )
  },
}

/** Choosing a topic opens it in place, with its diagram described for screen readers. */
export const GridTopic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = await topics(canvasElement)
    await userEvent.click(within(nav).getByRole('link', { name: /Grid bots/ }))
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Grid bots' })
    // The focus follows to the topic's heading.
    await waitFor(() => expect(heading).toHaveFocus())
    await expect(canvas.getByRole('img', { name: /buy orders rest on the levels/ })).toBeVisible()
    await expect(within(nav).getByRole('link', { name: /Grid bots/ })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

/** A deep link opens its topic: the wallet, leading to /assets. */
export const DeepLink: Story = {
  parameters: { route: { url: '/guide?topic=wallet' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Your USDT wallet' }),
    ).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Open your wallet' })).toHaveAttribute(
      'href',
      '/assets',
    )
  },
}

/** The search keeps the topics holding every word typed. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = await topics(canvasElement)
    const search = canvas.getByRole('searchbox', { name: 'Search the guide' })
    await waitFor(() => expect(search).toBeEnabled())
    await userEvent.type(search, 'withdraw key')
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(1))
    await expect(within(nav).getByRole('link', { name: /Connecting exchange keys/ })).toBeVisible()
  },
}

/** Nothing matches: it says so and offers to clear the search. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = await topics(canvasElement)
    const search = canvas.getByRole('searchbox', { name: 'Search the guide' })
    await waitFor(() => expect(search).toBeEnabled())
    await userEvent.type(search, 'options')
    await expect(await within(nav).findByText('No topic matches “options”')).toBeVisible()
    await userEvent.click(within(nav).getByRole('button', { name: 'Clear search' }))
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(6))
  },
}

/** In Thai: the topics and the article in Thai. */
export const Thai: Story = {
  globals: { locale: 'th' },
  parameters: { route: { url: '/guide?topic=grid' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 2, name: 'บอทกริด' })).toBeVisible()
  },
}

/** In Chinese, the martingale topic with its diagram. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  parameters: { route: { url: '/guide?topic=dca' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '马丁格尔与定投' }),
    ).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: { route: { url: '/guide?topic=grid' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 2, name: 'Grid bots' })
  },
}

/** A 390 px phone: topics above the article, nothing wider than the screen. */
export const Phone: Story = {
  parameters: { phone: true, route: { url: '/guide?topic=dca' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 2, name: 'Martingale and DCA' })
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}
