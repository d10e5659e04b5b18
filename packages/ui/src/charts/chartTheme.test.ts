import { describe, expect, it } from 'vitest'
import { readChartColors, themeOptions, withAlpha } from './chartTheme'

describe('chart theme', () => {
  it('reads chart colours from the element’s custom properties', () => {
    const el = document.createElement('div')
    el.style.setProperty('--color-chart-up', '#039855')
    el.style.setProperty('--color-chart-down', '#d92d20')
    document.body.appendChild(el)
    const colors = readChartColors(el)
    expect(colors.up).toBe('#039855')
    expect(colors.down).toBe('#d92d20')
    expect(el.childElementCount).toBe(0)
    el.remove()
  })

  it('adds transparency to rgb colours for area fills', () => {
    expect(withAlpha('rgb(3, 152, 85)', 0.3)).toBe('rgba(3, 152, 85, 0.3)')
    expect(withAlpha('#039855', 0.3)).toBe('rgba(3, 152, 85, 0.3)')
    expect(withAlpha('Highlight', 0.3)).toBe('Highlight')
  })

  it('moves the attribution link out of the canvas host and themes it', () => {
    const options = themeOptions({
      up: 'g',
      down: 'r',
      grid: 'x',
      text: 't',
      border: 'b',
      surface: 's',
    })
    expect(options.layout?.attributionLogo).toBe(false)
    expect(options.layout?.textColor).toBe('t')
    expect(options.grid?.horzLines?.color).toBe('x')
  })
})
