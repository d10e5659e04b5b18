/**
 * The same five states for every widget, on a fake loader so no story touches the network:
 * loading (the provider never answers), loaded (a stand-in listing the merged configuration),
 * fallback (the script fails), the provider's dark theme, and a 390 px phone.
 */
import { useState, type ComponentType } from 'react'
import type { StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { phoneFrame } from '../../layouts/PreferenceMenus/storyHelpers'
import { fakeWidgetLoader, type FakeWidgetOutcome } from '../fakeLoader'
import type { WidgetProps } from '../ProviderWidget'

type AnyWidget = ComponentType<WidgetProps<Record<string, unknown>>>

interface HarnessProps {
  Widget: AnyWidget
  outcome: FakeWidgetOutcome
  options?: Record<string, unknown>
}

/** One loader per mounted story, so re-renders do not start a new load. */
function Harness({ Widget, outcome, options }: HarnessProps) {
  const [loader] = useState(() => fakeWidgetLoader(outcome))
  return <Widget options={options} loader={loader} />
}

interface Spec {
  Widget: AnyWidget
  /** The widget's English name, as the skeleton and fallback say it. */
  name: string
  /** The script's file name, as the stand-in says it. */
  script: string
  defaults: object
  /** Options the Loaded story overrides, as a page would. */
  options: Record<string, unknown>
  /** The provider's dark-theme option (`colorTheme`, or `theme` for the chart). */
  darkOption: Record<string, unknown>
}

type Story = StoryObj

/**
 * The first story of a file can render before the catalogue has loaded (a busy runner took over
 * a second), so finds wait longer than Testing Library's default second.
 */
const patience = { timeout: 8000 }

async function expectStandIn(canvasElement: HTMLElement, script: string, expected: object) {
  const canvas = within(canvasElement)
  await canvas.findByText(`Stand-in for ${script}`, {}, patience)
  const standIn = canvasElement.querySelector<HTMLElement>('[data-stand-in]')
  await expect(JSON.parse(standIn?.dataset.config ?? '{}')).toEqual(expected)
  await expect(canvas.queryByRole('status')).toBeNull()
}

async function expectWithinFrame(canvasElement: HTMLElement) {
  const frame = canvasElement.querySelector<HTMLElement>('[data-phone]')!
  const widget = canvasElement.querySelector<HTMLElement>('[role="group"]')!
  await expect(widget.getBoundingClientRect().width).toBeLessThanOrEqual(frame.clientWidth)
  await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth)
}

export function widgetStories({ Widget, name, script, defaults, options, darkOption }: Spec) {
  const Loading: Story = {
    render: () => <Harness Widget={Widget} outcome="pending" />,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement)
      await canvas.findByRole('status', { name: `Loading ${name}` }, patience)
      // Still the skeleton well after the 300 ms delay: the provider has not answered.
      await new Promise((resolve) => setTimeout(resolve, 500))
      await expect(canvas.getByRole('status', { name: `Loading ${name}` })).toBeVisible()
      await expect(canvas.queryByText(/unavailable/)).toBeNull()
    },
  }

  const Loaded: Story = {
    render: () => <Harness Widget={Widget} outcome="ready" options={options} />,
    play: async ({ canvasElement }) => {
      await expectStandIn(canvasElement, script, { ...defaults, ...options })
    },
  }

  const Fallback: Story = {
    render: () => <Harness Widget={Widget} outcome="fail" />,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement)
      await canvas.findByText(`${name} is unavailable right now`, {}, patience)
      await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
      await canvas.findByRole('status', { name: `Loading ${name}` }, patience)
      // The fake fails again after the delay: the fallback comes back.
      await canvas.findByText(`${name} is unavailable right now`, {}, patience)
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible())
    },
  }

  const Dark: Story = {
    render: () => <Harness Widget={Widget} outcome="ready" options={darkOption} />,
    play: async ({ canvasElement }) => {
      await expectStandIn(canvasElement, script, { ...defaults, ...darkOption })
    },
  }

  const Phone: Story = {
    decorators: [phoneFrame(390, 720)],
    render: () => <Harness Widget={Widget} outcome="ready" />,
    play: async ({ canvasElement }) => {
      await expectStandIn(canvasElement, script, defaults)
      await expectWithinFrame(canvasElement)
    },
  }

  const PhoneLoading: Story = {
    decorators: [phoneFrame(390, 720)],
    render: () => <Harness Widget={Widget} outcome="pending" />,
    play: async ({ canvasElement }) => {
      await within(canvasElement).findByRole('status', { name: `Loading ${name}` }, patience)
      await expectWithinFrame(canvasElement)
    },
  }

  return { Loading, Loaded, Fallback, Dark, Phone, PhoneLoading }
}
