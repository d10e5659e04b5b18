import { describe, expect, it } from 'vitest'
import { renderUi as render } from '../../test-utils'
import { Sparkline } from './Sparkline'
import { sparkPath, sparkSummary } from './sparklineData'

describe('sparkSummary', () => {
  it('measures from the first value to the last', () => {
    expect(sparkSummary([100, 120, 90, 110])).toEqual({
      first: 100,
      last: 110,
      change: 10,
      direction: 'up',
    })
    expect(sparkSummary([200, 150])?.direction).toBe('down')
    expect(sparkSummary([5, 9, 5])).toMatchObject({ change: 0, direction: 'flat' })
  })

  it('has nothing to say about no values, and skips values that are not numbers', () => {
    expect(sparkSummary([])).toBeNull()
    expect(sparkSummary([Number.NaN])).toBeNull()
    expect(sparkSummary([Number.NaN, 4, 6])).toMatchObject({ first: 4, last: 6 })
  })
})

describe('sparkPath', () => {
  it('puts the lowest value at the bottom and the highest at the top, across the width', () => {
    expect(sparkPath([1, 3, 2], 100, 24)).toBe('M0 22 L50 2 L100 12')
  })

  it('draws one value or a flat line across the middle, and nothing for no values', () => {
    expect(sparkPath([7], 80, 20)).toBe('M0 10 L80 10')
    expect(sparkPath([7, 7, 7], 80, 20)).toBe('M0 10 L40 10 L80 10')
    expect(sparkPath([], 80, 20)).toBe('')
  })
})

describe('Sparkline', () => {
  it('is an image whose label says the period, the start, the end and the change', () => {
    const { getByRole } = render(
      <Sparkline values={[64100, 64500, 65020]} period="Last 24 hours" />,
    )
    const image = getByRole('img')
    expect(image).toHaveAccessibleName('Last 24 hours: from 64,100.00 to 65,020.00, up 1.44%')
    expect(image).toHaveAttribute('data-direction', 'up')
    expect(image.querySelector('path')).not.toBeNull()
  })

  it('says a fall, a flat line and no data in words too', () => {
    const { getByRole, rerender } = render(<Sparkline values={[2, 1.5]} period="24 h" />)
    expect(getByRole('img')).toHaveAccessibleName('24 h: from 2.00 to 1.50, down 25.00%')
    rerender(<Sparkline values={[3, 3]} period="24 h" />)
    expect(getByRole('img')).toHaveAccessibleName('24 h: unchanged at 3.00')
    rerender(<Sparkline values={[]} period="24 h" />)
    expect(getByRole('img')).toHaveAccessibleName('24 h: no prices yet')
    expect(getByRole('img')).toHaveAttribute('data-direction', 'none')
  })
})
