import { screen } from '@testing-library/react'
import { renderUi as render } from '../test-utils'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './Button'

describe('Button', () => {
  it('calls onPress when clicked and from the keyboard', async () => {
    const onPress = vi.fn()
    render(<Button onPress={onPress}>Start</Button>)
    await userEvent.click(screen.getByRole('button', { name: 'Start' }))
    await userEvent.keyboard('{Enter}')
    expect(onPress).toHaveBeenCalledTimes(2)
  })

  it('blocks presses and shows progress while pending', async () => {
    const onPress = vi.fn()
    render(
      <Button onPress={onPress} isPending>
        Save
      </Button>,
    )
    await userEvent.click(screen.getByRole('button'))
    expect(onPress).not.toHaveBeenCalled()
    expect(screen.getByRole('button')).toHaveAttribute('data-pending', 'true')
  })

  it('names an icon-only button by its aria-label', () => {
    render(<Button aria-label="Close" icon={<svg aria-hidden />} />)
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('data-icon-only', 'true')
  })

  it('exposes variant and size for styling', () => {
    render(
      <Button variant="danger" size="lg">
        Delete
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Delete' })
    expect(button).toHaveAttribute('data-variant', 'danger')
    expect(button).toHaveAttribute('data-size', 'lg')
  })
})
