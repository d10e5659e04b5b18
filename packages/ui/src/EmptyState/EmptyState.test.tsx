import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../test-utils'
import { EmptyState } from './EmptyState'

describe('EmptyState', () => {
  it('shows title and description and runs the action', async () => {
    const onAction = vi.fn()
    render(
      <EmptyState
        title="No bots"
        description="Create one"
        actionLabel="Create bot"
        onAction={onAction}
      />,
    )
    expect(screen.getByRole('heading', { name: 'No bots' })).toBeInTheDocument()
    expect(screen.getByText('Create one')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Create bot' }))
    expect(onAction).toHaveBeenCalledOnce()
  })

  it('has no button without an action handler', () => {
    render(<EmptyState title="Nothing here" actionLabel="Create bot" />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
