import { describe, expect, it } from 'vitest'
import { runningSpans, type StatusChange } from './marks'

const at = (minute: number) => new Date(minute * 60_000)
const status = (minute: number, to: string, from: string): StatusChange => ({
  botId: 'b',
  type: 'status',
  time: at(minute),
  data: { status: to, from },
})

describe('runningSpans', () => {
  it('runs from creation, open while the bot runs', () => {
    expect(runningSpans(at(10), [])).toEqual([{ from: 10 * 60_000 }])
  })

  it('leaves pauses out, and out of balance still runs', () => {
    const changes = [
      status(20, 'out_of_balance', 'running'),
      status(30, 'paused', 'out_of_balance'),
      status(40, 'out_of_balance', 'paused'),
      status(45, 'running', 'out_of_balance'),
      status(50, 'paused', 'running'),
    ]
    expect(runningSpans(at(10), changes)).toEqual([
      { from: 10 * 60_000, to: 30 * 60_000 },
      { from: 40 * 60_000, to: 50 * 60_000 },
    ])
  })

  it('ends at the stopped event, or at `end` when none says when; an error ends it too', () => {
    const stopped: StatusChange = { botId: 'b', type: 'stopped', time: at(30), data: {} }
    expect(runningSpans(at(10), [stopped], at(31))).toEqual([{ from: 600_000, to: 1_800_000 }])
    expect(runningSpans(at(10), [], at(31))).toEqual([{ from: 600_000, to: 1_860_000 }])
    expect(runningSpans(at(10), [status(20, 'error', 'running')])).toEqual([
      { from: 600_000, to: 1_200_000 },
    ])
  })
})
