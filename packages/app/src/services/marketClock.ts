import { useEffect, useState } from 'react'
import { endpoints as E, type MarketClockResponse, type MarketSource } from '@atb/contract'
import { api } from './api'

/**
 * The app's one clock for the market (decision 087). The server says where the market is and how
 * fast it runs; a replay at 60× is hours ahead of the wall clock within minutes, and its fills,
 * runtimes and profit days are on its time. Charts, windows and runtimes ask this clock, so a
 * replay never shows a stale chart or a fill after "now". Sessions and timers stay on Date.now().
 */
export interface MarketClock {
  source: MarketSource
  /** Market milliseconds per wall millisecond; 1 on a live market. */
  speed: number
  /** The market's present, epoch ms. */
  now(): number
}

/** Until the server has answered, or when it cannot: the market is the wall clock. */
export const wallClock: MarketClock = { source: 'live', speed: 1, now: () => Date.now() }

/** The clock from one answer, run on from the wall time it arrived at. */
export function clockFrom(
  answer: MarketClockResponse,
  receivedAt: number,
  wallNow: () => number = Date.now,
): MarketClock {
  return {
    source: answer.source,
    speed: answer.speed,
    now: () => Math.floor(answer.time + (wallNow() - receivedAt) * answer.speed),
  }
}

/** A replay's speed can change only with a server restart: ask again now and then. */
const RESYNC_MS = 10 * 60_000

let known: { clock: MarketClock; at: number } | null = null
let asking: Promise<MarketClock> | null = null

/** The market clock, asked of the server once per RESYNC_MS; the wall clock while it cannot answer. */
export function loadMarketClock(
  ask: () => Promise<MarketClockResponse> = () => api.call(E.marketClock, {}, { inline: true }),
): Promise<MarketClock> {
  if (known && Date.now() - known.at < RESYNC_MS) return Promise.resolve(known.clock)
  asking ??= ask().then(
    (answer) => {
      const clock = clockFrom(answer, Date.now())
      known = { clock, at: Date.now() }
      asking = null
      return clock
    },
    // Not remembered: the next question asks again.
    () => {
      asking = null
      return wallClock
    },
  )
  return asking
}

/** The market's present as last known, for code that cannot wait (the wall clock before that). */
export const marketNow = (): number => (known?.clock ?? wallClock).now()

/** The clock once known (null before), from `load` (the flows' loadMarketClock). */
export function useMarketClock(load: () => Promise<MarketClock>): MarketClock | null {
  const [clock, setClock] = useState<MarketClock | null>(null)
  useEffect(() => {
    let live = true
    void load().then((c) => live && setClock(c))
    return () => {
      live = false
    }
  }, [load])
  return clock
}
