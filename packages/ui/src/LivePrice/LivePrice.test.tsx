import { describe, expect, it } from 'vitest'
import { renderUi as render } from '../test-utils'
import { LivePrice } from './LivePrice'

describe('LivePrice', () => {
  it('says which way the last tick went, and nothing before the first', () => {
    const { container, rerender } = render(<LivePrice value={100} />)
    const price = () => container.querySelector('span')!
    expect(price().textContent).toBe('100.00')
    expect(price().dataset.tick).toBeUndefined()
    rerender(<LivePrice value={101.5} />)
    expect(price().dataset.tick).toBe('up')
    rerender(<LivePrice value={99} />)
    expect(price().dataset.tick).toBe('down')
  })

  it('writes the value with the given format', () => {
    const { container } = render(<LivePrice value={1.0845} format={(v) => v.toFixed(5)} />)
    expect(container.textContent).toBe('1.08450')
  })
})
