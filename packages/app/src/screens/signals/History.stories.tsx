import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { fromPromise } from 'xstate'
import type { RequestOf, SignalCallsResponse, SignalSummary, endpoints } from '@atb/contract'
import { Component } from './History'
import {
  expectNoSidewaysScroll,
  rejects,
  resolves,
  withFlows,
  withRoute,
} from '../account/stories/storyKit'
import { storyCalls, storyProvider } from './stories/signalSamples'

type ById = { id: string }
type CallsInput = RequestOf<typeof endpoints.signalCalls>
const calls = fromPromise<SignalCallsResponse, CallsInput>(async ({ input }) =>
  storyCalls(45, input.page, input.page_size),
)

const meta = {
  title: 'Screens/Signals/History',
  component: Component,
  decorators: [
    withFlows({ loadSignal: resolves<SignalSummary, ById>(storyProvider), loadSignalCalls: calls }),
    withRoute({
      path: 'signal/:id/history',
      url: '/signal/p_k7m2qx9pab/history',
      layout: 'default',
    }),
  ],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

/** Every call with its outcome, 20 a page, exportable. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Alpha Calls: call history')).toBeVisible()
    await expect((await canvas.findAllByText('Take profit hit')).length).toBeGreaterThan(0)
    await expect((await canvas.findAllByText('Stop loss hit')).length).toBeGreaterThan(0)
  },
}

export const Empty: Story = {
  decorators: [
    withFlows({
      loadSignal: resolves<SignalSummary, ById>(storyProvider),
      loadSignalCalls: resolves<SignalCallsResponse, CallsInput>(storyCalls(0)),
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No calls yet')).toBeVisible()
  },
}

export const Error: Story = {
  decorators: [
    withFlows({
      loadSignal: resolves<SignalSummary, ById>(storyProvider),
      loadSignalCalls: rejects('internal'),
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('The calls could not be loaded.'),
    ).toBeVisible()
  },
}

export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByText('Take profit hit')
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
export const Thai: Story = { globals: { locale: 'th' } }
