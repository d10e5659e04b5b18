import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { fromPromise } from 'xstate'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiErrors, type BotView, type LiveBotMessage } from '@atb/contract'
import { ApiRequestError } from '../../../../api/errors'
import { FlowsContext } from '../../../../services/FlowsContext'
import type { Flows } from '../../../../services/flows'
import { LiveContext } from '../../../../services/useTicker'
import { storyView } from '../../stories/sample'
import { storyLive } from '../stories/viewSamples'
import { LIVE_RELOAD_MS, useBotPage } from './useBotPage'

const bot = storyView()
const notFound = () => {
  const { status, description } = apiErrors.record_not_found
  return new ApiRequestError(
    status,
    { status: 'error', description, code: 'record_not_found' },
    '/robot/view',
  )
}

function setup(answer: (call: number) => Promise<BotView>) {
  const calls: string[] = []
  const loadBot = fromPromise<BotView, { id: string }>(({ input }) => {
    calls.push(input.id)
    return answer(calls.length)
  })
  const live = storyLive()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <FlowsContext.Provider value={{ loadBot } as unknown as Flows}>
      <LiveContext.Provider value={live.source}>{children}</LiveContext.Provider>
    </FlowsContext.Provider>
  )
  const hook = renderHook(() => useBotPage(bot.id), { wrapper })
  const emit = (event: Partial<LiveBotMessage> & Pick<LiveBotMessage, 'type'>) =>
    act(() => live.emit({ botId: bot.id, time: 0, sentAt: 0, ...event } as LiveBotMessage))
  return { calls, hook, emit }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('useBotPage', () => {
  it('loads the bot by id', async () => {
    const { hook, calls } = setup(async () => bot)
    expect(hook.result.current.state).toBe('loading')
    await waitFor(() => expect(hook.result.current.state).toBe('done'))
    expect(calls).toEqual([bot.id])
  })

  it("tells 'record not found' apart from other failures", async () => {
    const missing = setup(async () => {
      throw notFound()
    })
    await waitFor(() => expect(missing.hook.result.current.state).toBe('notFound'))
    const failing = setup(async () => {
      throw new TypeError('offline')
    })
    await waitFor(() => expect(failing.hook.result.current.state).toBe('error'))
  })

  it('reloads at once on a status event and keeps the bot on screen meanwhile', async () => {
    let release: (bot: BotView) => void = () => undefined
    const { hook, calls, emit } = setup(async (n) =>
      n === 1 ? bot : new Promise<BotView>((resolve) => (release = resolve)),
    )
    await waitFor(() => expect(hook.result.current.state).toBe('done'))
    emit({ type: 'bot.status', status: 'paused', reason: null, botId: 'another-bot' })
    expect(calls).toHaveLength(1)
    emit({ type: 'bot.status', status: 'paused', reason: null })
    await waitFor(() => expect(calls).toHaveLength(2))
    expect(hook.result.current).toMatchObject({ state: 'done', stale: true })
    act(() => release({ ...bot, status: 'paused' }))
    await waitFor(() =>
      expect(hook.result.current).toMatchObject({ stale: false, bot: { status: 'paused' } }),
    )
  })

  it('reloads at most once per LIVE_RELOAD_MS for fills and PnL', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { hook, calls, emit } = setup(async () => bot)
    await waitFor(() => expect(hook.result.current.state).toBe('done'))
    for (let i = 0; i < 5; i++)
      emit({ type: 'bot.pnl', realized: '1', unrealized: '0', equity: '1001' })
    expect(calls).toHaveLength(1)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(LIVE_RELOAD_MS)
    })
    expect(calls).toHaveLength(2)
  })
})
