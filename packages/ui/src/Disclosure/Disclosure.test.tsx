import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../test-utils'
import { Disclosure } from './Disclosure'

describe('Disclosure', () => {
  it('opens and closes its panel from the trigger, by click and by keyboard', async () => {
    const onExpandedChange = vi.fn()
    render(
      <Disclosure title="Advanced" onExpandedChange={onExpandedChange}>
        <p>Amount per grid</p>
      </Disclosure>,
    )
    const trigger = screen.getByRole('button', { name: 'Advanced' })
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByText('Amount per grid')).not.toBeVisible()
    await userEvent.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Amount per grid')).toBeVisible()
    await userEvent.keyboard('{Enter}')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(onExpandedChange.mock.calls).toEqual([[true], [false]])
  })

  it('shows its summary only while closed, and sits in a heading of the given level', async () => {
    render(
      <Disclosure title="Advanced" summary="99.00 USDT a grid" headingLevel={3}>
        <p>Fields</p>
      </Disclosure>,
    )
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Advanced')
    expect(screen.getByText('99.00 USDT a grid')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: /Advanced/ }))
    expect(screen.queryByText('99.00 USDT a grid')).toBeNull()
  })
})
