import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { fromPromise } from 'xstate'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MarketHeatmapResponse } from '@atb/contract'
import { FlowsContext } from '../../../services/FlowsContext'
import type { Flows } from '../../../services/flows'
import { REFRESH_MS, useHeatmap } from './useHeatmap'

const answer = (n: number) => ({ tiles: [], n }) as unknown as MarketHeatmapResponse

function setup(fail: (call: number) => boolean = () => false) {
  const calls: unknown[] = []
  const loadHeatmap = fromPromise<MarketHeatmapResponse, unknown>(async ({ input }) => {
    calls.push(input)
    if (fail(calls.length)) throw new Error('offline')
    return answer(calls.length)
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FlowsContext.Provider value={{ loadHeatmap } as unknown as Flows}>
      {children}
    </FlowsContext.Provider>
  )
  const hook = renderHook(() => useHeatmap({ market: 'crypto', period: '24h' }), { wrapper })
  return { calls, hook }
}

let visibility: DocumentVisibilityState = 'visible'

beforeEach(() => {
  visibility = 'visible'
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
  vi.useFakeTimers({ shouldAdvanceTime: true })
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const dataOf = (hook: ReturnType<typeof setup>['hook']) =>
  (hook.result.current[0].data as unknown as { n: number } | undefined)?.n

describe('useHeatmap', () => {
  it('refreshes every minute while the page is visible, keeping the map meanwhile', async () => {
    const { hook, calls } = setup()
    await waitFor(() => expect(dataOf(hook)).toBe(1))
    expect(calls).toEqual([{ market: 'crypto', period: '24h' }])
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS))
    await waitFor(() => expect(dataOf(hook)).toBe(2))
    expect(calls).toHaveLength(2)
  })

  it('keeps the last map and says so when a refresh fails', async () => {
    const { hook } = setup((call) => call === 2)
    await waitFor(() => expect(dataOf(hook)).toBe(1))
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS))
    await waitFor(() => expect(hook.result.current[0].error).toBeInstanceOf(Error))
    expect(dataOf(hook)).toBe(1)
    // Try again clears the error with the next answer.
    act(() => hook.result.current[1]())
    await waitFor(() => expect(dataOf(hook)).toBe(3))
    expect(hook.result.current[0].error).toBeUndefined()
  })

  it('does not refresh while hidden, and refreshes at once on return after a minute away', async () => {
    const { hook, calls } = setup()
    await waitFor(() => expect(dataOf(hook)).toBe(1))
    visibility = 'hidden'
    await act(() => vi.advanceTimersByTimeAsync(REFRESH_MS * 3))
    expect(calls).toHaveLength(1)
    visibility = 'visible'
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await waitFor(() => expect(dataOf(hook)).toBe(2))
    expect(calls).toHaveLength(2)
  })
})
