import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { SetupDataContext, useSetupQuery } from './setupData'
import { fakeSetupData } from './stories/fakes'

describe('useSetupQuery', () => {
  it('shares one request between readers, keeps a failure until retry, then loads again', async () => {
    let calls = 0
    let fail = true
    const data = fakeSetupData()
    const load = async () => {
      calls += 1
      if (fail) throw new Error('down')
      return 'answer'
    }
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SetupDataContext.Provider value={data}>{children}</SetupDataContext.Provider>
    )
    const { result } = renderHook(
      () => [useSetupQuery('k', Infinity, load), useSetupQuery('k', Infinity, load)] as const,
      { wrapper },
    )
    expect(result.current[0][0].status).toBe('loading')
    await waitFor(() => expect(result.current[0][0].status).toBe('error'))
    expect(result.current[1][0].status).toBe('error')
    expect(calls).toBe(1)
    fail = false
    act(() => result.current[0][1]())
    await waitFor(() => expect(result.current[1][0]).toEqual({ status: 'done', data: 'answer' }))
    expect(calls).toBe(2)
  })

  it('loads nothing for a null key', () => {
    let calls = 0
    const { result } = renderHook(() =>
      useSetupQuery(null, Infinity, async () => {
        calls += 1
      }),
    )
    expect(result.current[0].status).toBe('idle')
    expect(calls).toBe(0)
  })
})
