import { INTERVAL_MS, candleIntervals, type CandleInterval } from '@atb/contract'
import { BarSignal, signalSpecOf, type BotEvent, type MarketFeed, type Tick } from '@atb/engine'

interface Source {
  signal: BarSignal
  bots: Set<string>
  /** Ticks wait until the history has warmed the averages up, so bars stay in time order. */
  ready: boolean
}

const intervalOf = (ms: number): CandleInterval => {
  const found = candleIntervals.find((i) => INTERVAL_MS[i] === ms)
  if (!found) throw new Error(`No candle interval of ${ms} ms`)
  return found
}

/**
 * Live signals for hosted signal-follow bots: one `BarSignal` per symbol and signal source,
 * warmed up from the feed's candle history, fed by the same ticks as the runners. A bar that
 * closes with a crossing becomes a `signal` event for every bot following that source on that
 * symbol; a backtest computes the same signals from its candles (the engine's `demoEvents`).
 */
export class HostSignals {
  private readonly sources = new Map<string, Map<string, Source>>()
  private readonly following = new Map<string, { symbol: string; signalId: string }>()

  constructor(
    private readonly feed: MarketFeed,
    private readonly send: (botId: string, event: BotEvent) => void,
    private readonly log?: { error(obj: object, msg: string): void },
  ) {}

  /** The bot follows `signalId` on `symbol` from now on; idempotent. */
  follow(botId: string, symbol: string, signalId: string): void {
    if (this.following.has(botId)) return
    this.following.set(botId, { symbol, signalId })
    let bySource = this.sources.get(symbol)
    if (!bySource) this.sources.set(symbol, (bySource = new Map()))
    const existing = bySource.get(signalId)
    if (existing) {
      existing.bots.add(botId)
      return
    }
    const spec = signalSpecOf(signalId)
    const source: Source = { signal: new BarSignal(spec), bots: new Set([botId]), ready: false }
    bySource.set(signalId, source)
    void this.warmUp(symbol, spec.intervalMs, spec.slow, source)
  }

  forget(botId: string): void {
    const f = this.following.get(botId)
    if (!f) return
    this.following.delete(botId)
    const bySource = this.sources.get(f.symbol)
    const source = bySource?.get(f.signalId)
    source?.bots.delete(botId)
    if (source && source.bots.size === 0) bySource!.delete(f.signalId)
    if (bySource?.size === 0) this.sources.delete(f.symbol)
  }

  tick(t: Tick): void {
    const bySource = this.sources.get(t.symbol)
    if (!bySource) return
    for (const source of bySource.values()) {
      if (!source.ready) continue
      const out = source.signal.price(t.time, t.price)
      if (!out) continue
      const event: BotEvent = { type: 'signal', symbol: t.symbol, ...out }
      for (const botId of source.bots) this.send(botId, event)
    }
  }

  private async warmUp(symbol: string, intervalMs: number, bars: number, source: Source) {
    try {
      const now = this.feed.ticker(symbol)?.time ?? Date.now()
      // Closed bars only: the bar now forming closes with the ticks still to come.
      const open = Math.floor(now / intervalMs) * intervalMs
      const candles = await this.feed.candles(symbol, intervalOf(intervalMs), {
        to: open,
        limit: bars + 1,
      })
      source.signal.seed(candles.filter((c) => c.time < open).map((c) => c.close))
    } catch (error) {
      // Without history the averages warm up from live bars instead.
      this.log?.error({ err: error, symbol }, 'signal warm-up failed')
    } finally {
      source.ready = true
    }
  }
}
