import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderUi as render } from '../test-utils'
import { Meter } from './Meter'

describe('Meter', () => {
  it('announces its value and picks the level from thresholds', () => {
    const { rerender } = render(<Meter label="Risk" value={40} />)
    const meter = screen.getByRole('meter', { name: 'Risk' })
    expect(meter).toHaveAttribute('aria-valuetext', '40.00%')
    expect(meter).toHaveAttribute('data-level', 'ok')
    rerender(<Meter label="Risk" value={60} />)
    expect(screen.getByRole('meter')).toHaveAttribute('data-level', 'warning')
    rerender(<Meter label="Risk" value={85} />)
    expect(screen.getByRole('meter')).toHaveAttribute('data-level', 'danger')
  })

  it('measures thresholds as a share of a custom range and names the level in text', () => {
    render(
      <Meter
        label="Grids"
        value={18}
        maxValue={20}
        valueLabel="18 / 20"
        levelLabel={(l) => (l === 'danger' ? 'Almost full' : null)}
      />,
    )
    expect(screen.getByRole('meter')).toHaveAttribute('data-level', 'danger')
    expect(screen.getByText('Almost full')).toBeInTheDocument()
    expect(screen.getByText('18 / 20')).toBeInTheDocument()
  })
})
