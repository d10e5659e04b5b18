import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { renderHook } from '@testing-library/react'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { usePlotName, usePlotReason } from './usePlotName'

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
)

describe('the strategy chart’s words', () => {
  it('reads every rule’s reasons, condition groups part by part', () => {
    const reason = renderHook(() => usePlotReason(), { wrapper }).result.current
    expect(reason('close crosses above SMA 3 and RSI 14 below 70')).toBe(
      'close crosses above SMA 3 and RSI 14 below 70',
    )
    expect(reason('close below 95 or ROC 2 below -3')).toBe('close below 95 or ROC 2 below -3')
    expect(reason('SMA 20 above SMA 50 for 1 bar')).toBe('SMA 20 above SMA 50 for 1 bar')
    expect(reason('close below SMA 20 for 3 bars')).toBe('close below SMA 20 for 3 bars')
    expect(reason('close below lower band')).toBe('close below the lower band')
    expect(reason('close above 55-bar high')).toBe('close above the 55-bar high')
    expect(reason('ROC above 5%, ADX 31')).toBe('ROC above 5%, ADX 31')
    expect(reason('RSI up through 30')).toBe('RSI up through 30')
    // Words it does not know stay as the engine said them.
    expect(reason('a rule from a newer engine')).toBe('a rule from a newer engine')
  })

  it('names lines and shapes, passing indicator abbreviations through', () => {
    const name = renderHook(() => usePlotName(), { wrapper }).result.current
    expect(name('SMA 20')).toBe('SMA 20')
    expect(name('Oversold 30')).toBe('Oversold 30')
    expect(name('DC 55 high')).toBe('DC 55 high')
    expect(name('Funding % a year')).toBe('Funding % a year')
  })
})
