import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../test-utils'
import { ToastRegion, type ToastType } from './Toast'

function setup(type: ToastType = 'success', extra: { paused?: boolean; durationMs?: number } = {}) {
  const handlers = { onClose: vi.fn(), onPause: vi.fn(), onResume: vi.fn() }
  render(
    <ToastRegion
      toast={{ id: '1', type, message: 'Bot started', title: 'Done' }}
      {...handlers}
      {...extra}
    />,
  )
  return handlers
}

describe('ToastRegion', () => {
  it.each(['default', 'info', 'success', 'loading'] as const)(
    'announces %s politely as a status',
    (type) => {
      setup(type)
      expect(screen.getByRole('status')).toHaveTextContent('DoneBot started')
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    },
  )

  it.each(['error', 'warning'] as const)('interrupts with an alert for %s', (type) => {
    setup(type)
    expect(screen.getByRole('alert')).toHaveTextContent('Bot started')
  })

  it('closes when the toast itself is clicked', async () => {
    const { onClose } = setup()
    await userEvent.click(screen.getByText('Bot started'))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('closes once from the explicit close button', async () => {
    const { onClose } = setup('error')
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('pauses while hovered and resumes on leave', async () => {
    const { onPause, onResume } = setup()
    await userEvent.hover(screen.getByRole('status'))
    expect(onPause).toHaveBeenCalled()
    await userEvent.unhover(screen.getByRole('status'))
    expect(onResume).toHaveBeenCalled()
  })

  it('pauses while focus is inside and resumes when it leaves', async () => {
    const { onPause, onResume } = setup()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()
    expect(onPause).toHaveBeenCalled()
    fireEvent.blur(screen.getByRole('button', { name: 'Close' }), { relatedTarget: document.body })
    expect(onResume).toHaveBeenCalled()
  })

  it('shows a progress bar for the auto-close time that freezes when paused', () => {
    setup('success', { durationMs: 6000, paused: true })
    const bar = screen.getByRole('status').querySelector('[style]')
    expect(bar).toHaveStyle({ '--toast-duration': '6000ms' })
    expect(bar).toHaveAttribute('data-paused', 'true')
  })

  it('shows a spinner and no countdown while loading', () => {
    setup('loading')
    expect(screen.getByRole('status').querySelector('[style]')).toBeNull()
    expect(screen.getByRole('status').querySelector('[data-size="sm"]')).not.toBeNull()
  })

  it('renders nothing without a toast', () => {
    render(<ToastRegion toast={null} onClose={vi.fn()} />)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
