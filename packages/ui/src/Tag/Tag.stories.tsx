import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Tag, TagGroup } from './Tag'

type Filter = { id: string; name: string }
const initial: Filter[] = [
  { id: 'spot', name: 'Spot' },
  { id: 'grid', name: 'Grid' },
  { id: 'btc', name: 'BTC/USDT' },
]

function RemovableFilters({ onRemove }: { onRemove?: (keys: Set<unknown>) => void }) {
  const [filters, setFilters] = useState(initial)
  return (
    <TagGroup
      label="Active filters"
      items={filters}
      renderEmptyState={() => 'No filters'}
      onRemove={(keys) => {
        onRemove?.(keys)
        setFilters((list) => list.filter((f) => !keys.has(f.id)))
      }}
    >
      {(item: Filter) => <Tag id={item.id}>{item.name}</Tag>}
    </TagGroup>
  )
}

const meta = {
  title: 'Data display/Tag',
  component: TagGroup,
  args: { label: 'Markets', children: null },
  render: (args) => (
    <TagGroup {...args}>
      <Tag id="crypto">Crypto</Tag>
      <Tag id="forex">Forex</Tag>
      <Tag id="gold">Gold</Tag>
    </TagGroup>
  ),
} satisfies Meta<typeof TagGroup>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Static: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')).toHaveLength(3)
  },
}

export const Selectable: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['crypto'], onSelectionChange: fn() },
  play: async ({ canvasElement, args }) => {
    const forex = within(canvasElement).getByRole('row', { name: 'Forex' })
    await userEvent.click(forex)
    await expect(forex).toHaveAttribute('aria-selected', 'true')
    await expect(args.onSelectionChange).toHaveBeenCalled()
  },
}

export const WithDescription: Story = { args: { description: 'Pick the markets to show' } }

export const Removable: Story = {
  render: () => <RemovableFilters />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: /Remove Grid/ }))
    await waitFor(() => expect(canvas.queryByRole('row', { name: /Grid/ })).not.toBeInTheDocument())
    await userEvent.tab()
    await userEvent.keyboard('{Backspace}')
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(1))
  },
}

export const Empty: Story = {
  render: () => (
    <TagGroup label="Active filters" items={[] as Filter[]} renderEmptyState={() => 'No filters'}>
      {(item: Filter) => <Tag id={item.id}>{item.name}</Tag>}
    </TagGroup>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No filters')).toBeVisible()
  },
}
