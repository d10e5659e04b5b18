import { describe, expect, it, vi } from 'vitest'
import type { LiveBotMessage } from '@atb/contract'
import { createReloadScheduler } from './liveReload'

const pnl: LiveBotMessage = {
  type: 'bot.pnl',
  botId: 'b1',
  realized: '1',
  unrealized: '0',
  equity: '1001',
  time: 0,
  sentAt: 0,
}
const status: LiveBotMessage = {
  type: 'bot.status',
  botId: 'b1',
  status: 'paused',
  reason: null,
  time: 0,
  sentAt: 0,
}

function setup() {
  vi.useFakeTimers({ now: 100_000 })
  const reload = vi.fn()
  const scheduler = createReloadScheduler({ reload, intervalMs: 5_000 })
  return { reload, scheduler }
}

describe('live reloads of the bot list', () => {
  it('reloads on the first fill or PnL, then at most once per interval with one trailing reload', () => {
    const { reload, scheduler } = setup()
    scheduler.push(pnl)
    expect(reload).toHaveBeenCalledTimes(1)
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(400)
      scheduler.push(pnl)
    }
    expect(reload).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1_000)
    expect(reload).toHaveBeenCalledTimes(2)
    vi.advanceTimersByTime(10_000)
    expect(reload).toHaveBeenCalledTimes(2)
    vi.useRealTimers()
  })

  it('reloads at once on a status change, even inside the interval', () => {
    const { reload, scheduler } = setup()
    scheduler.push(pnl)
    vi.advanceTimersByTime(100)
    scheduler.push(pnl)
    scheduler.push(status)
    expect(reload).toHaveBeenCalledTimes(2)
    // The status reload already has the fills' figures: the pending trailing one is dropped.
    vi.advanceTimersByTime(10_000)
    expect(reload).toHaveBeenCalledTimes(2)
    vi.useRealTimers()
  })

  it('does nothing once stopped', () => {
    const { reload, scheduler } = setup()
    scheduler.push(pnl)
    scheduler.push(pnl)
    scheduler.stop()
    vi.advanceTimersByTime(10_000)
    scheduler.push(status)
    expect(reload).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
  })
})
