import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../test-utils'
import { Switch } from './Switch'

describe('Switch', () => {
  it('toggles on click and Space and reports the new state', async () => {
    const onChange = vi.fn()
    render(<Switch onChange={onChange}>Hide balance</Switch>)
    const toggle = screen.getByRole('switch', { name: 'Hide balance' })
    await userEvent.click(toggle)
    expect(toggle).toBeChecked()
    await userEvent.keyboard(' ')
    expect(toggle).not.toBeChecked()
    expect(onChange.mock.calls).toEqual([[true], [false]])
  })

  it('is described by its description', () => {
    render(<Switch description="Applies to every bot">Stop loss</Switch>)
    expect(screen.getByRole('switch', { name: 'Stop loss' })).toHaveAccessibleDescription(
      'Applies to every bot',
    )
  })

  it('does not change when read-only or disabled', async () => {
    const onChange = vi.fn()
    render(
      <>
        <Switch isReadOnly defaultSelected onChange={onChange}>
          Locked
        </Switch>
        <Switch isDisabled onChange={onChange}>
          Off
        </Switch>
      </>,
    )
    await userEvent.click(screen.getByRole('switch', { name: 'Locked' }))
    await userEvent.click(screen.getByRole('switch', { name: 'Off' }))
    expect(screen.getByRole('switch', { name: 'Locked' })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Off' })).not.toBeChecked()
    expect(onChange).not.toHaveBeenCalled()
  })
})
