import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderUi as render } from '../test-utils'
import { ProgressBar } from './ProgressBar'

describe('ProgressBar', () => {
  it('shows and announces a determinate value as a percent', () => {
    render(<ProgressBar label="Backtest" value={25} />)
    const bar = screen.getByRole('progressbar', { name: 'Backtest' })
    expect(bar).toHaveAttribute('aria-valuenow', '25')
    expect(bar).toHaveAttribute('aria-valuetext', '25.00%')
    expect(screen.getByText('25.00%')).toBeInTheDocument()
  })

  it('uses a custom value label relative to min and max', () => {
    render(<ProgressBar label="Orders" value={3} maxValue={5} valueLabel="3 of 5" />)
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 of 5')
    expect(screen.getByText('3 of 5')).toBeInTheDocument()
  })

  it('has no value while indeterminate', () => {
    render(<ProgressBar aria-label="Connecting" isIndeterminate />)
    expect(screen.getByRole('progressbar', { name: 'Connecting' })).not.toHaveAttribute(
      'aria-valuenow',
    )
    expect(screen.queryByText(/%/)).not.toBeInTheDocument()
  })
})
