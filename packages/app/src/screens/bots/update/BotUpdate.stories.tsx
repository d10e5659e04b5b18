import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Component } from './BotUpdate'
import {
  expectNoSidewaysScroll,
  settleAnnouncements,
  withFlows,
  withRoute,
} from '../../account/stories/storyKit'
import { withPartsData } from '../create/parts/stories/partsKit'
import {
  dcaBot,
  loadPends,
  loadRejects,
  loads,
  savePends,
  saveRejects,
  gridBot,
  martingaleBot,
  planWithMarket,
  planWithoutMarket,
  previewPends,
  previewRejects,
  previews,
  realKindSetup,
  savesAfterPlanChanged,
  savesAs,
  stoppedBot,
} from './stories/sampleUpdate'

const flows = {
  loadBot: loads(gridBot),
  loadKindSetup: realKindSetup,
  previewUpdate: previews(planWithMarket),
}

const meta = {
  title: 'Screens/Bots/Update',
  component: Component,
  decorators: [
    withFlows({ ...flows, updateBot: savesAs(gridBot) }),
    withRoute({ path: 'bot/update/:robot', url: `/bot/update/${gridBot.id}`, layout: 'blank' }),
    withPartsData,
  ],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

type Canvas = ReturnType<typeof within>

/**
 * A pressed button that leaves the page (the form gives way to the review) leaves React Aria's
 * announcement pointing at it for a while; wait it out so axe checks the page, not the leftover.
 */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 300))
  await settleAnnouncements()
}

const form = (canvas: Canvas) =>
  canvas.findByRole('form', { name: 'Bot settings' }, { timeout: 5000 })

/** Raises the upper price and asks for the review. */
async function raiseUpperPrice(canvas: Canvas) {
  await form(canvas)
  const upper = canvas.getByRole('textbox', { name: /Upper price/ })
  await userEvent.clear(upper)
  await userEvent.type(upper, '105000')
  await userEvent.tab()
  await userEvent.click(canvas.getByRole('button', { name: 'Review changes' }))
  const heading = await canvas.findByRole('heading', { name: 'Review the changes' })
  await settle()
  return heading
}

/** The review's plan of the orders saving sends, once it is there. */
const planOf = async (canvas: Canvas) => {
  const plan = await canvas.findByRole('region', { name: 'What saving sends' })
  await waitFor(() => expect(plan).toHaveAttribute('aria-busy', 'false'))
  return within(plan)
}

export const Loading: Story = {
  decorators: [withFlows({ loadBot: loadPends() })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Loading the bot')).toBeVisible()
  },
}

export const LoadError: Story = {
  decorators: [withFlows({ loadBot: loadRejects('record_not_found') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('The bot could not be loaded.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

/** A running spot grid: its settings in the wizard's grid form, the pair fixed. */
export const GridEdit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await form(canvas)
    await expect(canvas.getByRole('textbox', { name: /Upper price/ })).toHaveValue('104,000')
    await expect(canvas.getByText(/configuration version 1/)).toBeVisible()
    await expect(canvas.getByText(/No changes yet/)).toBeVisible()
  },
}

/** A spot martingale: trailing take profit shows but cannot be switched while it runs. */
export const MartingaleEdit: Story = {
  decorators: [withFlows({ ...flows, loadBot: loads(martingaleBot) })],
  parameters: { route: { url: `/bot/update/${martingaleBot.id}` } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await form(canvas)
    await expect(canvas.getByRole('switch', { name: 'Trailing take profit' })).toBeDisabled()
    await expect(canvas.getByText(/cannot be switched on or off while the bot runs/)).toBeVisible()
  },
}

export const NotUpdatable: Story = {
  decorators: [withFlows({ ...flows, loadBot: loads(dcaBot) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/cannot be changed while it runs/)).toBeVisible()
    await expect(canvas.queryByRole('form')).toBeNull()
    const back = canvas.getByRole('link', { name: 'Back to the bot' })
    await expect(back.getAttribute('href')).toContain(`/bot/view/${dcaBot.id}`)
  },
}

export const Stopped: Story = {
  decorators: [withFlows({ ...flows, loadBot: loads(stoppedBot) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'This bot has stopped' })).toBeVisible()
    await expect(canvas.getByText(/duplicate it from the bot page/)).toBeVisible()
  },
}

/**
 * The review: each changed field with its old value struck through and the new one, then what
 * saving sends: the market buy of what the bot lacks, with its amount, and the orders replaced.
 */
export const DiffReview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await raiseUpperPrice(canvas)
    // The spacing follows the new range, so it changes with the upper price.
    const terms = canvas.getAllByRole('term').map((term) => term.textContent)
    await expect(terms).toEqual(['Grid spacing', 'Upper price'])
    const value = canvas.getAllByRole('definition')[1]!
    await expect(value).toHaveTextContent('104,000.00')
    await expect(value).toHaveTextContent('105,000.00')
    const plan = await planOf(canvas)
    await expect(plan.getByText('Buys about 0.00047 BTC at market, about 45.71 USDT')).toBeVisible()
    await expect(plan.getByRole('heading', { name: 'Cancels 14 open orders' })).toBeVisible()
    await expect(
      plan.getByText('7 buys from 90,000.00 to 96,000.00, 0.00373 BTC in all'),
    ).toBeVisible()
    await expect(plan.getByRole('heading', { name: 'Places 14 limit orders' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled()
  },
}

/** While the server works the plan out, it says so and Save waits for it. */
export const PlanLoading: Story = {
  decorators: [withFlows({ ...flows, previewUpdate: previewPends() })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await raiseUpperPrice(canvas)
    await expect(canvas.getByLabelText('Working out the orders')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled()
  },
}

/** The bot already holds what its new orders need: no market order, and every order listed. */
export const PlanWithoutMarketOrder: Story = {
  decorators: [withFlows({ ...flows, previewUpdate: previews(planWithoutMarket) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await raiseUpperPrice(canvas)
    const plan = await planOf(canvas)
    await expect(plan.getByText(/No market order/)).toBeVisible()
    await userEvent.click(plan.getByText('Show every order'))
    await expect(plan.getByText('Sell 0.00047 BTC at 105,000.00')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeEnabled()
  },
}

/** The plan could not be worked out: Save stays off until it is asked for again. */
export const PlanError: Story = {
  decorators: [withFlows({ ...flows, previewUpdate: previewRejects('trading_unavailable') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await raiseUpperPrice(canvas)
    await expect(await canvas.findByText(/could not be worked out/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled()
  },
}

const changedNotify = fn()

/**
 * The price moved between the review and the save: the server refuses, nothing is sent, and the
 * review shows the new plan and says why; saving again sends that one.
 */
export const PlanChanged: Story = {
  decorators: [
    withFlows({
      ...flows,
      previewUpdate: previews(planWithoutMarket, planWithMarket),
      updateBot: savesAfterPlanChanged(gridBot),
      notify: changedNotify,
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await raiseUpperPrice(canvas)
    await expect((await planOf(canvas)).getByText(/No market order/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await canvas.findByText(/The price moved and the orders changed/)).toBeVisible()
    const plan = await planOf(canvas)
    await expect(plan.getByText(/Buys about 0.00047 BTC at market/)).toBeVisible()
    await settle()
    await expect(changedNotify).not.toHaveBeenCalled()
  },
}

/** Nothing edited: the review says so and Save stays off. */
export const NothingChanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await form(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Review changes' }))
    await expect(await canvas.findByText(/Nothing changed/)).toBeVisible()
    await settle()
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled()
  },
}

export const Saving: Story = {
  decorators: [withFlows({ ...flows, updateBot: savePends() })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await raiseUpperPrice(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Save changes/ })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    )
    await expect(canvas.getByRole('button', { name: 'Back to editing' })).toBeDisabled()
  },
}

const notify = fn()

/** Saved: the toast names the new version, and the page goes back to the bot. */
export const Saved: Story = {
  decorators: [withFlows({ ...flows, updateBot: savesAs(gridBot), notify })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await raiseUpperPrice(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await canvas.findByTestId('navigated')).toBeInTheDocument()
    await settle()
    await expect(notify).toHaveBeenCalledWith(expect.stringContaining('configuration version 2'))
  },
}

/** The server refuses a field: the form comes back with the message on that field. */
export const ServerRefusal: Story = {
  decorators: [
    withFlows({
      ...flows,
      updateBot: saveRejects('validation_failed', [
        {
          path: 'config.upper_price',
          message: {
            id: 'validation.max',
            message: 'The {label} may not be more than {max}',
            values: { label: 'upper price', max: 100000 },
          },
          text: 'The upper price may not be more than 100000',
        },
      ]),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await raiseUpperPrice(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await form(canvas)
    await settle()
    const upper = canvas.getByRole('textbox', { name: /Upper price/ })
    await waitFor(() => expect(upper).toHaveAttribute('aria-invalid', 'true'))
    await expect(upper).toHaveValue('105,000')
  },
}

/** The bot stopped while being edited: the save is refused and the page explains. */
export const StoppedMeanwhile: Story = {
  decorators: [withFlows({ ...flows, updateBot: saveRejects('bot_stopped') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await raiseUpperPrice(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }))
    await expect(await canvas.findByRole('heading', { name: 'This bot has stopped' })).toBeVisible()
    await settle()
  },
}

/** Thai: the page and the kind's form in Thai. */
export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('form', {}, { timeout: 5000 })
    await expect(canvas.getByText(/การตั้งค่าเวอร์ชัน 1/)).toBeVisible()
  },
}

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('form', {}, { timeout: 5000 })
    await expect(canvas.getByText(/配置版本 1/)).toBeVisible()
  },
}

export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await raiseUpperPrice(canvas)
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => void (await raiseUpperPrice(within(canvasElement))),
}
