import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderUi as render } from '../test-utils'
import { Badge, PnlBadge } from './Badge'

describe('Badge', () => {
  it('shows its text with the variant for styling', () => {
    render(<Badge variant="warning">Low balance</Badge>)
    expect(screen.getByText('Low balance').parentElement).toHaveAttribute('data-variant', 'warning')
  })
})

describe('PnlBadge', () => {
  it('shows a gain signed, positive and with an up icon', () => {
    const { container } = render(<PnlBadge value={12.3} />)
    const badge = screen.getByText('+12.30 USDT').closest('[data-variant]')
    expect(badge).toHaveAttribute('data-variant', 'positive')
    expect(container.querySelector('svg.lucide-arrow-up-right')).toHaveAttribute(
      'aria-hidden',
      'true',
    )
  })

  it('shows a loss signed, negative and with a down icon', () => {
    const { container } = render(<PnlBadge value={-5} currency="USD" />)
    expect(screen.getByText('−$5.00').closest('[data-variant]')).toHaveAttribute(
      'data-variant',
      'negative',
    )
    expect(container.querySelector('svg.lucide-arrow-down-right')).toBeInTheDocument()
  })

  it('formats percents and treats zero as neutral', () => {
    render(
      <>
        <PnlBadge value={7.5} format="percent" />
        <PnlBadge value={0} format="percent" />
      </>,
    )
    expect(screen.getByText('+7.50%')).toBeInTheDocument()
    expect(screen.getByText('0.00%').closest('[data-variant]')).toHaveAttribute(
      'data-variant',
      'neutral',
    )
  })
})
