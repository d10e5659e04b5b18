import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../test-utils'
import { Table, type TableColumn } from './Table'

type Bot = { id: string; name: string; pnl: number }
const bots: Bot[] = [
  { id: 'a', name: 'Alpha grid', pnl: 12 },
  { id: 'b', name: 'Beta DCA', pnl: -4 },
  { id: 'c', name: 'Gamma spot', pnl: 30 },
]
const columns: TableColumn<Bot>[] = [
  {
    id: 'name',
    name: 'Bot',
    cell: (b) => b.name,
    isRowHeader: true,
    allowsSorting: true,
    sortValue: (b) => b.name,
  },
  {
    id: 'pnl',
    name: 'PnL',
    cell: (b) => String(b.pnl),
    numeric: true,
    allowsSorting: true,
    sortValue: (b) => b.pnl,
  },
]
const names = () => screen.getAllByRole('rowheader').map((c) => c.textContent)

describe('Table', () => {
  it('sorts by a column and exposes aria-sort', async () => {
    render(<Table aria-label="Bots" columns={columns} rows={bots} />)
    const pnl = screen.getByRole('columnheader', { name: 'PnL' })
    await userEvent.click(pnl)
    expect(pnl).toHaveAttribute('aria-sort', 'ascending')
    expect(names()).toEqual(['Beta DCA', 'Alpha grid', 'Gamma spot'])
    await userEvent.click(pnl)
    expect(pnl).toHaveAttribute('aria-sort', 'descending')
    expect(names()).toEqual(['Gamma spot', 'Alpha grid', 'Beta DCA'])
  })

  it('leaves sorting to the owner when sortDescriptor is controlled', async () => {
    const onSortChange = vi.fn()
    render(
      <Table
        aria-label="Bots"
        columns={columns}
        rows={bots}
        sortDescriptor={{ column: 'name', direction: 'descending' }}
        onSortChange={onSortChange}
      />,
    )
    await userEvent.click(screen.getByRole('columnheader', { name: 'Bot' }))
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'ascending' })
    expect(names()).toEqual(['Alpha grid', 'Beta DCA', 'Gamma spot'])
  })

  it('marks numeric cells for right alignment', () => {
    render(<Table aria-label="Bots" columns={columns} rows={bots} />)
    const row = screen.getAllByRole('row')[1]!
    expect(within(row).getByText('12')).toHaveAttribute('data-numeric', 'true')
  })

  it('shows skeleton rows and is busy while loading', () => {
    const { container } = render(
      <Table aria-label="Bots" columns={columns} rows={[]} isLoading loadingRows={3} />,
    )
    expect(container.querySelector('[aria-busy="true"]')).toContainElement(screen.getByRole('grid'))
    expect(screen.getAllByRole('row')).toHaveLength(4)
    expect(screen.queryByText('Alpha grid')).not.toBeInTheDocument()
  })

  it('shows the empty state without rows', () => {
    render(<Table aria-label="Bots" columns={columns} rows={[]} />)
    expect(screen.getByRole('heading', { name: 'No results' })).toBeInTheDocument()
  })

  it('shows an error with a Retry button', async () => {
    const onRetry = vi.fn()
    render(
      <Table
        aria-label="Bots"
        columns={columns}
        rows={bots}
        error="Could not load bots"
        onRetry={onRetry}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load bots')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('selects rows with checkboxes', async () => {
    const onSelectionChange = vi.fn()
    render(
      <Table
        aria-label="Bots"
        columns={columns}
        rows={bots}
        selectionMode="multiple"
        onSelectionChange={onSelectionChange}
      />,
    )
    await userEvent.click(screen.getAllByRole('checkbox')[2]!)
    expect([...(onSelectionChange.mock.lastCall?.[0] ?? [])]).toEqual(['b'])
  })
})
