import type { Meta, StoryObj } from '@storybook/react-vite'
import { fromPromise } from 'xstate'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { WalletEntryType, WalletHistoryResponse } from '@atb/contract'
import { Component } from './Assets'
import {
  expectNoSidewaysScroll,
  pends,
  rejects,
  resolves,
  withFlows,
  withRoute,
} from '../account/stories/storyKit'
import { storyBalance, storyLowBalance, storyWalletHistory } from './stories/walletSample'

type Asked = { type?: WalletEntryType; from?: number; page: number; page_size: number }

/** A server with `total` entries, paged as asked; it remembers every question. */
const paged = (total: number, asked: Asked[] = []) =>
  fromPromise<WalletHistoryResponse, Asked>(async ({ input }) => {
    asked.push(input)
    const start = (input.page - 1) * input.page_size
    const count = Math.max(0, Math.min(input.page_size, total - start))
    return storyWalletHistory(count, input.page, total, input.page_size, input.type)
  })

const meta = {
  title: 'Screens/Assets/Assets',
  component: Component,
  decorators: [
    withFlows({ loadWalletBalance: resolves(storyBalance), loadWalletHistory: paged(45) }),
    withRoute({ path: 'assets', layout: 'default' }),
  ],
} satisfies Meta<typeof Component>

export default meta
type Story = StoryObj<typeof meta>

/** The balance, the user ID, the minimums it meets and the newest entries, 20 a page. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const figure = (label: string) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling
    await expect(await canvas.findByText('Available', { selector: 'dt' })).toBeVisible()
    await expect(canvas.getByText('1,290.50 USDT')).toBeVisible()
    await expect(figure('Available')).toHaveTextContent('1,250.50 USDT')
    await expect(figure('Held by withdrawals')).toHaveTextContent('40.00 USDT')
    await expect(canvas.getByText(storyBalance.user_id)).toBeVisible()
    for (const [name, href] of [
      ['Deposit', '/assets/deposit'],
      ['Transfer', '/assets/transfer'],
      ['Withdraw', '/assets/withdraw'],
    ] as const)
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href)
    await expect(canvas.getAllByText('Your balance meets this.')).toHaveLength(2)
    const table = await canvas.findByRole('grid', { name: 'Wallet history' })
    // Money in is green with a plus and an arrow, money out red with a minus: never colour alone.
    await expect(within(table).getAllByText('+150.00 USDT')[0]).toBeVisible()
    await expect(within(table).getAllByText('−25.00 USDT')[0]).toBeVisible()
    await expect(within(table).getAllByText('Somchai_Grid')[0]).toBeVisible()
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Transfer received')
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(await canvas.findByText('Page 2 of 3')).toBeVisible()
  },
}

/** The profile's hide-balance setting masks every figure on the page, history included. */
export const HiddenBalance: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('1,290.50 USDT')
    await canvas.findByRole('grid', { name: 'Wallet history' })
    await userEvent.click(canvas.getByRole('switch', { name: 'Hide balance' }))
    await waitFor(() => expect(canvas.queryByText('1,290.50 USDT')).toBeNull())
    await expect(canvas.getAllByText('******').length).toBeGreaterThan(10)
    await expect(canvas.queryByText('+150.00 USDT')).toBeNull()
    await expect(canvas.getByRole('switch', { name: 'Hide balance' })).toBeChecked()
  },
}

/** The copy button says it worked, to the eye and to a screen reader. */
export const CopiedUserId: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy user ID' }))
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible()
    await expect(canvas.getByText('User ID copied.')).toHaveAttribute('role', 'status')
  },
}

/** A new wallet: below the bot minimums, no entries, the way to a first deposit. */
export const EmptyHistory: Story = {
  decorators: [
    withFlows({
      loadWalletBalance: resolves(storyLowBalance),
      loadWalletHistory: resolves(storyWalletHistory(0)),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('No wallet activity yet')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Make your first deposit' })).toHaveAttribute(
      'href',
      '/assets/deposit',
    )
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
    // 12.75 USDT keeps live bots running but cannot create one.
    await expect(canvas.getByText('Your balance is below this.')).toBeVisible()
    await expect(canvas.getByText('Your balance meets this.')).toBeVisible()
  },
}

export const Loading: Story = {
  decorators: [withFlows({ loadWalletBalance: pends(), loadWalletHistory: pends() })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByLabelText('Loading your balance')).toBeVisible()
    const table = await canvas.findByRole('grid', { name: 'Wallet history' })
    await expect(table.parentElement).toHaveAttribute('aria-busy', 'true')
  },
}

export const Error: Story = {
  decorators: [
    withFlows({ loadWalletBalance: rejects('internal'), loadWalletHistory: rejects('internal') }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Your balance could not be loaded.')).toBeVisible()
    await expect(canvas.getByText('The wallet history could not be loaded.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible()
  },
}

const filteredAsks: Asked[] = []

/** Filters from the address; changing one asks the server again from page 1. */
export const Filtered: Story = {
  decorators: [
    withFlows({
      loadWalletBalance: resolves(storyBalance),
      loadWalletHistory: paged(30, filteredAsks),
    }),
  ],
  parameters: { route: { url: '/assets?type=transfer_in&period=30&page=2' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Page 2 of 2')).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Transfer received/ })).toBeVisible()
    await expect(canvas.getByRole('radio', { name: '30 days' })).toBeChecked()
    const first = filteredAsks.at(-1)
    await expect(first).toMatchObject({ type: 'transfer_in', page: 2, page_size: 20 })
    await expect(typeof first?.from).toBe('number')
    await userEvent.click(canvas.getByRole('radio', { name: '7 days' }))
    await expect(await canvas.findByText('Page 1 of 2')).toBeVisible()
    const week = filteredAsks.at(-1)
    await expect(week).toMatchObject({ type: 'transfer_in', page: 1 })
    await expect(week!.from!).toBeGreaterThan(first!.from!)
    const table = canvas.getByRole('grid', { name: 'Wallet history' })
    for (const header of within(table).getAllByRole('rowheader'))
      await expect(header).toHaveTextContent('Transfer received')
  },
}

/** No entry matches: the empty state says so and how to widen the search. */
export const EmptyFiltered: Story = {
  decorators: [
    withFlows({
      loadWalletBalance: resolves(storyBalance),
      loadWalletHistory: resolves(storyWalletHistory(0)),
    }),
  ],
  parameters: { route: { url: '/assets?type=commission&period=7' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No entries match these filters'),
    ).toBeVisible()
  },
}

/** A finished export says how many rows it wrote. */
export const Exported: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Page 1 of 3')
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }))
    await expect(await canvas.findByText('Exported 45 rows.')).toBeVisible()
  },
}

/** A 390 px phone: the cards stack and each entry is a stack of labelled lines. */
export const Phone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Page 1 of 3')
    await expectNoSidewaysScroll(canvasElement.querySelector('[data-phone]')!)
    const phone = canvasElement.querySelector('[data-phone]')!.getBoundingClientRect()
    const id = canvas.getByText(storyBalance.user_id).getBoundingClientRect()
    await expect(id.right).toBeLessThanOrEqual(phone.right)
  },
}

/** The history on a phone: each entry a stack of labelled lines, nothing cut off. */
export const PhoneHistory: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Page 1 of 3')
    const table = canvas.getByRole('grid', { name: 'Wallet history' })
    canvas.getByRole('heading', { name: 'History' }).scrollIntoView({ block: 'start' })
    const phone = canvasElement.querySelector('[data-phone]')!.getBoundingClientRect()
    const nickname = within(table).getAllByText('Somchai_Grid')[0]!.getBoundingClientRect()
    await expect(nickname.right).toBeLessThanOrEqual(phone.right)
    await expectNoSidewaysScroll(table.parentElement!)
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
/** Thai: the page, the entry types and the minimums in Thai. */
export const Thai: Story = {
  globals: { locale: 'th' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'สินทรัพย์' })).toBeVisible()
    const table = await canvas.findByRole('grid', { name: 'ประวัติกระเป๋าเงิน' })
    await expect(within(table).getAllByText('รับโอน')[0]).toBeVisible()
    await expect(canvas.getAllByText('ยอดของคุณถึงเกณฑ์นี้แล้ว')).toHaveLength(2)
  },
}

export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: '资产' })).toBeVisible()
    const table = await canvas.findByRole('grid', { name: '钱包记录' })
    await expect(within(table).getAllByText('转入')[0]).toBeVisible()
  },
}
