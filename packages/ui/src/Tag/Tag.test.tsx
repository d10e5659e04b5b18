import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../test-utils'
import { Tag, TagGroup } from './Tag'

describe('TagGroup', () => {
  it('removes a tag by its remove button and by Backspace', async () => {
    const onRemove = vi.fn()
    render(
      <TagGroup label="Filters" onRemove={onRemove}>
        <Tag id="spot">Spot</Tag>
        <Tag id="grid">Grid</Tag>
      </TagGroup>,
    )
    await userEvent.tab()
    expect(screen.getByRole('row', { name: 'Spot' })).toHaveFocus()
    await userEvent.keyboard('{Backspace}')
    expect([...(onRemove.mock.lastCall?.[0] ?? [])]).toEqual(['spot'])
    await userEvent.click(screen.getByRole('button', { name: /Remove Grid/ }))
    expect([...(onRemove.mock.lastCall?.[0] ?? [])]).toEqual(['grid'])
  })

  it('has no remove buttons when not removable, and shows the empty state', () => {
    render(
      <TagGroup
        label="Filters"
        items={[] as { id: string }[]}
        renderEmptyState={() => 'No filters'}
      >
        {(item: { id: string }) => <Tag id={item.id}>{item.id}</Tag>}
      </TagGroup>,
    )
    expect(screen.getByText('No filters')).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('selects tags with the keyboard', async () => {
    const onSelectionChange = vi.fn()
    render(
      <TagGroup label="Markets" selectionMode="single" onSelectionChange={onSelectionChange}>
        <Tag id="crypto">Crypto</Tag>
        <Tag id="gold">Gold</Tag>
      </TagGroup>,
    )
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('row', { name: 'Gold' })).toHaveFocus()
    await userEvent.keyboard('[Space]')
    expect([...(onSelectionChange.mock.lastCall?.[0] ?? [])]).toEqual(['gold'])
  })
})
