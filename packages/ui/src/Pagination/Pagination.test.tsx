import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderUi } from '../test-utils'
import { Pagination } from './Pagination'

describe('Pagination', () => {
  it('asks for the next and previous page and names its place', async () => {
    const onChange = vi.fn()
    renderUi(<Pagination page={2} pages={3} onChange={onChange} label="Event log pages" />)
    expect(screen.getByRole('navigation', { name: 'Event log pages' })).toBeTruthy()
    expect(screen.getByText('Page 2 of 3')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }))
    expect(onChange.mock.calls).toEqual([[3], [1]])
  })

  it('renders nothing for a single page', () => {
    const { container } = renderUi(<Pagination page={1} pages={1} onChange={() => {}} />)
    expect(container.innerHTML).toBe('')
  })
})
