import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Component } from './List'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  resolves,
  withFlows,
  withRoute,
} from '../account/stories/storyKit'
import { storySignals } from './stories/signalSamples'

const meta = {
  title: 'Screens/Signals/List',
  component: Component,
  decorators: [
    withFlows({ loadSignals: resolves(storySignals) }),
    withRoute({ path: 'signal', layout: 'default' }),
  ],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

/** Ratings beside measured results; 30 days first, the switch changes the figures. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('link', { name: 'Alpha Calls' })).toBeVisible()
    await expect((await canvas.findAllByText(/4\.3 of 5/)).length).toBeGreaterThan(0)
    await expect((await canvas.findAllByText('57.14%')).length).toBeGreaterThan(0)
    await userEvent.click(await canvas.findByRole('radio', { name: '7 days' }))
    await expect((await canvas.findAllByText('60.00%')).length).toBeGreaterThan(0)
    await expect((await canvas.findAllByText('No reviews yet')).length).toBeGreaterThan(0)
  },
}

export const Empty: Story = {
  decorators: [withFlows({ loadSignals: resolves({ items: [] }) })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No signals yet')).toBeVisible()
  },
}

export const Loading: Story = {
  decorators: [withFlows({ loadSignals: pends() })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('grid', { name: 'Signals' })).toBeVisible()
  },
}

export const Error: Story = {
  decorators: [withFlows({ loadSignals: rejects('internal') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('The signals could not be loaded.')).toBeVisible()
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'Alpha Calls' })
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
export const Thai: Story = { globals: { locale: 'th' } }
export const Chinese: Story = { globals: { locale: 'zh' } }
