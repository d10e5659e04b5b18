import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../test-utils'
import { Segment, SegmentedControl } from './SegmentedControl'

function Market({ onSelectionChange }: { onSelectionChange?: (key: unknown) => void }) {
  return (
    <SegmentedControl
      aria-label="Market"
      defaultSelectedKey="spot"
      onSelectionChange={onSelectionChange}
    >
      <Segment id="spot">Spot</Segment>
      <Segment id="futures">Futures</Segment>
    </SegmentedControl>
  )
}

describe('SegmentedControl', () => {
  it('selects one segment at a time and reports its id', async () => {
    const onSelectionChange = vi.fn()
    render(<Market onSelectionChange={onSelectionChange} />)
    await userEvent.click(screen.getByRole('radio', { name: 'Futures' }))
    expect(screen.getByRole('radio', { name: 'Futures' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Spot' })).not.toBeChecked()
    expect(onSelectionChange).toHaveBeenLastCalledWith('futures')
  })

  it('never lets the selection become empty', async () => {
    const onSelectionChange = vi.fn()
    render(<Market onSelectionChange={onSelectionChange} />)
    await userEvent.click(screen.getByRole('radio', { name: 'Spot' }))
    expect(screen.getByRole('radio', { name: 'Spot' })).toBeChecked()
    for (const [key] of onSelectionChange.mock.calls) expect(key).toBe('spot')
  })

  it('moves with arrow keys inside a named group', async () => {
    render(<Market />)
    expect(screen.getByRole('radiogroup', { name: 'Market' })).toBeInTheDocument()
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight} ')
    expect(screen.getByRole('radio', { name: 'Futures' })).toBeChecked()
  })
})
