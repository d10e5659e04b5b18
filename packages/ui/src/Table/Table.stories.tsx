import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Badge, PnlBadge } from '../Badge/Badge'
import { EmptyState } from '../EmptyState/EmptyState'
import { useFormatter } from '../format/useFormatter'
import { Table, type TableColumn } from './Table'

type Bot = {
  id: string
  name: string
  pair: string
  status: 'running' | 'stopped'
  invested: number
  pnl: number
}

const bots: Bot[] = [
  { id: '1', name: 'BTC grid', pair: 'BTC/USDT', status: 'running', invested: 5000, pnl: 412.35 },
  { id: '2', name: 'ETH DCA', pair: 'ETH/USDT', status: 'running', invested: 1200, pnl: -38.2 },
  { id: '3', name: 'Gold rebalance', pair: 'XAU/USD', status: 'stopped', invested: 800, pnl: 0 },
  {
    id: '4',
    name: 'SOL futures grid',
    pair: 'SOL/USDT',
    status: 'running',
    invested: 2500,
    pnl: 96.8,
  },
]

function Invested({ value }: { value: number }) {
  return <>{useFormatter().money(value)}</>
}

const columns: TableColumn<Bot>[] = [
  {
    id: 'name',
    name: 'Bot',
    isRowHeader: true,
    allowsSorting: true,
    sortValue: (b) => b.name,
    cell: (b) => b.name,
  },
  { id: 'pair', name: 'Pair', cell: (b) => b.pair },
  {
    id: 'status',
    name: 'Status',
    cell: (b) =>
      b.status === 'running' ? (
        <Badge variant="positive">Running</Badge>
      ) : (
        <Badge variant="neutral">Stopped</Badge>
      ),
  },
  {
    id: 'invested',
    name: 'Invested',
    numeric: true,
    allowsSorting: true,
    sortValue: (b) => b.invested,
    cell: (b) => <Invested value={b.invested} />,
  },
  {
    id: 'pnl',
    name: 'PnL',
    numeric: true,
    allowsSorting: true,
    sortValue: (b) => b.pnl,
    cell: (b) => <PnlBadge value={b.pnl} size="sm" />,
  },
]

const meta = {
  title: 'Data display/Table',
  component: Table<Bot>,
  args: { 'aria-label': 'Bots', columns, rows: bots, onRetry: fn(), onSortChange: fn() },
} satisfies Meta<typeof Table<Bot>>

export default meta
type Story = StoryObj<typeof meta>

const rowNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('rowheader')
    .map((c) => c.textContent)

export const Playground: Story = {}

export const BotList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('grid', { name: 'Bots' })).toBeVisible()
    // Rows arrive after the collection is built, a commit after the grid.
    await expect(await canvas.findByText('+412.35 USDT')).toBeVisible()
    await expect(canvas.getByText('−38.20 USDT')).toBeVisible()
  },
}

export const Sorting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const pnl = await canvas.findByRole('columnheader', { name: 'PnL' })
    await userEvent.click(pnl)
    await expect(pnl).toHaveAttribute('aria-sort', 'ascending')
    await expect(rowNames(canvasElement)).toEqual([
      'ETH DCA',
      'Gold rebalance',
      'SOL futures grid',
      'BTC grid',
    ])
    await userEvent.keyboard('{Enter}')
    await expect(pnl).toHaveAttribute('aria-sort', 'descending')
    await expect(rowNames(canvasElement)[0]).toBe('BTC grid')
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'pnl', direction: 'descending' })
  },
}

export const Selectable: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['2'], onSelectionChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const row = (await canvas.findByRole('rowheader', { name: 'BTC grid' })).closest(
      '[role="row"]',
    ) as HTMLElement
    await userEvent.click(within(row).getByRole('checkbox'))
    await expect(row).toHaveAttribute('aria-selected', 'true')
    await expect(args.onSelectionChange).toHaveBeenCalled()
  },
}

export const Loading: Story = {
  args: { isLoading: true, loadingRows: 4 },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid')
    await expect(grid.closest('[aria-busy="true"]')).not.toBeNull()
    await expect(within(canvasElement).queryByText('BTC grid')).not.toBeInTheDocument()
  },
}

export const Empty: Story = {
  args: {
    rows: [],
    emptyState: (
      <EmptyState size="sm" title="No bots yet" description="Bots you create will show up here." />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No bots yet' }),
    ).toBeVisible()
  },
}

export const ErrorWithRetry: Story = {
  args: { error: 'Could not load your bots. Check your connection.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load your bots')
    await userEvent.click(canvas.getByRole('button'))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}
