import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { BotOrdersResponse } from '@atb/contract'
import { Component } from './ExchangeHistory'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  withFlows,
  withRoute,
} from '../../account/stories/storyKit'
import { storyOrder, storyOrders } from './stories/sampleOrders'
import type { requestOf } from './orderQuery'

type Input = ReturnType<typeof requestOf>

/** GET /robot/orders over a history of `total` orders, paged as asked. */
const history = (total: number) =>
  fromPromise<BotOrdersResponse, Input>(async ({ input }) =>
    storyOrders(total, input.page, input.page_size),
  )

const meta = {
  title: 'Screens/Bots/ExchangeHistory',
  component: Component,
  decorators: [
    withFlows({ loadOrders: history(45) }),
    withRoute({ path: 'bot/exchange-history', layout: 'blank' }),
  ],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

const table = (canvas: ReturnType<typeof within>) => canvas.findByRole('grid', { name: 'Orders' })

export const Loading: Story = {
  decorators: [withFlows({ loadOrders: pends<BotOrdersResponse, Input>() })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await table(canvas)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
  },
}

/** A page of orders: each links to its bot, a rejected one says why; the pager walks the 45. */
export const WithRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await table(canvas)
    const links = await canvas.findAllByRole('link', { name: /^Bot / })
    await expect(links).toHaveLength(20)
    await expect(links[0]!.getAttribute('href')).toContain(`/bot/view/${storyOrder(0).bot_id}`)
    // A rejected order says why, in words.
    await expect(
      canvas.getByText('The order is below the exchange’s minimum order value.'),
    ).toBeVisible()
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(await canvas.findByText('Page 2 of 3')).toBeVisible()
  },
}

const filtered = fn(async ({ input }: { input: Input }) =>
  storyOrders(3, input.page, input.page_size),
)

/** Filters go into the request and the address, and a filter with no match says so. */
export const Filters: Story = {
  decorators: [withFlows({ loadOrders: fromPromise(filtered) })],
  parameters: { route: { url: '/bot/exchange-history?side=sell&status=filled&from=2029-12-01' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await table(canvas)
    await waitFor(() =>
      expect(filtered).toHaveBeenLastCalledWith(
        expect.objectContaining({
          input: expect.objectContaining({ side: 'sell', status: 'filled', page: 1 }),
        }),
      ),
    )
    await expect(canvas.getByRole('button', { name: /Side/ })).toHaveTextContent('Sell')
    const pair = canvas.getByRole('textbox', { name: 'Pair' })
    await userEvent.type(pair, 'ethusdt{Enter}')
    await waitFor(() =>
      expect(filtered).toHaveBeenLastCalledWith(
        expect.objectContaining({ input: expect.objectContaining({ symbol: 'ETHUSDT' }) }),
      ),
    )
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible()
  },
}

export const Empty: Story = {
  decorators: [withFlows({ loadOrders: history(0) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No orders yet')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
  },
}

export const NoMatch: Story = {
  decorators: [withFlows({ loadOrders: history(0) })],
  parameters: { route: { url: '/bot/exchange-history?exchange=okx' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No orders match these filters'),
    ).toBeVisible()
  },
}

export const Error: Story = {
  decorators: [withFlows({ loadOrders: rejects<BotOrdersResponse, Input>('internal') })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('The order history could not be loaded.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Try again|Retry/ })).toBeVisible()
  },
}

/** The export fetches the filter's pages in hundreds: here the second page never comes. */
const slow = fromPromise<BotOrdersResponse, Input>(({ input }) =>
  input.page_size === 100 && input.page > 1
    ? new Promise(() => undefined)
    : Promise.resolve(storyOrders(250, input.page, input.page_size)),
)

export const ExportInProgress: Story = {
  decorators: [withFlows({ loadOrders: slow })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await table(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }))
    const bar = await canvas.findByRole('progressbar', { name: 'Exporting orders' })
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '100 of 250 orders'))
  },
}

const notify = fn()

/** The export finishes: the toast and the page say how many rows went into the file. */
export const Exported: Story = {
  decorators: [withFlows({ loadOrders: history(45), notify })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await table(canvas)
    const click = HTMLAnchorElement.prototype.click
    // The file is made but not saved, so the test browser keeps no download.
    HTMLAnchorElement.prototype.click = () => undefined
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }))
      await expect(await canvas.findByText('Exported 45 orders.')).toBeVisible()
    } finally {
      HTMLAnchorElement.prototype.click = click
    }
    await expect(notify).toHaveBeenCalledWith('Exported 45 orders.')
  },
}

export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findAllByRole('link', { name: /^บอท / })).toHaveLength(20)
    await expect(canvas.getByText(/ทุกคำสั่งที่บอทของคุณส่ง/)).toBeVisible()
  },
}

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findAllByRole('link', { name: /^机器人 / })).toHaveLength(20)
    await expect(canvas.getByText(/你的机器人发往交易所的所有订单/)).toBeVisible()
  },
}

/** A 390 px phone: each order is a card of labelled lines, nothing runs off the side. */
export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findAllByRole('link', { name: /^Bot / })
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('link', { name: /^Bot / })).toHaveLength(
      20,
    )
  },
}
