import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../test-utils'
import { Stepper } from './Stepper'

const steps = [
  { id: 'market', label: 'Market' },
  { id: 'theme', label: 'Theme' },
  { id: 'strategy', label: 'Strategy' },
  { id: 'setup', label: 'Setup' },
]

describe('Stepper', () => {
  it('marks completed, current and upcoming steps', () => {
    render(<Stepper steps={steps} currentStep="theme" />)
    const items = screen.getAllByRole('listitem')
    expect(items.map((li) => li.dataset.state)).toEqual([
      'completed',
      'current',
      'upcoming',
      'upcoming',
    ])
    expect(items[1]).toHaveAttribute('aria-current', 'step')
    expect(items[0]).toHaveTextContent('(completed)')
    expect(items[2]).toHaveTextContent('3')
  })

  it('lets the user go back to a completed step only', async () => {
    const onStepPress = vi.fn()
    render(<Stepper steps={steps} currentStep="strategy" onStepPress={onStepPress} />)
    expect(screen.getAllByRole('button')).toHaveLength(2)
    await userEvent.click(screen.getByRole('button', { name: /Theme/ }))
    expect(onStepPress).toHaveBeenCalledWith('theme')
  })

  it('shows "Step n of total" in the compact variant', () => {
    render(<Stepper steps={steps} currentStep="setup" variant="compact" />)
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument()
    expect(screen.getByText('Setup')).toHaveAttribute('aria-current', 'step')
  })
})
