import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderUi as render } from '../test-utils'
import { Skeleton, SkeletonGroup } from './Skeleton'

describe('Skeleton', () => {
  it('announces loading once through its group and hides the shapes', () => {
    const { container } = render(
      <SkeletonGroup>
        <Skeleton shape="circle" />
        <Skeleton lines={3} />
      </SkeletonGroup>,
    )
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true')
    expect(container.querySelectorAll('[data-shape="text"]')).toHaveLength(3)
    for (const shape of container.querySelectorAll('[data-shape]')) {
      expect(shape.closest('[aria-hidden="true"]')).not.toBeNull()
    }
  })

  it('names the group after what is loading', () => {
    render(
      <SkeletonGroup label="Loading chart">
        <Skeleton shape="rect" />
      </SkeletonGroup>,
    )
    expect(screen.getByRole('status', { name: 'Loading chart' })).toBeInTheDocument()
  })
})
