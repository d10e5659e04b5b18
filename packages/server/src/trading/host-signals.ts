import { INTERVAL_MS, candleIntervals, type CandleInterval } from '@atb/contract'
import {
  PLOT_BARS,
  RuleSignal,
  type BarSource,
  type BotEvent,
  type MarkSpan,
  type MarketFeed,
  type SignalOut,
  type Tick,
} from '@atb/engine'

interface Source {
  signal: BarSource
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
 * Live signals for hosted bots: one `BarSource` per symbol and source, warmed up from the feed's
 * candle history, fed by the same ticks as the runners. Signal-follow bots on one symbol share
 * their built-in source (keyed by its id); a quant bot has its own rule (keyed by the bot). A bar
 * that closes with a signal becomes a `signal` event for every bot on that source; a backtest
 * computes the same signals from its candles (the engine's `demoEvents`).
 *
 * A quant bot's rule also keeps the decisions its bot followed, for its chart (decision 057): those
 * of live bars while the bot acts on signals, and, recomputed from the history as it warms up, those
 * of the bars before, while it ran (before a restart, or before another process handed it over).
 */
export class HostSignals {
  private readonly sources = new Map<string, Map<string, Source>>()
  private readonly following = new Map<string, { symbol: string; key: string }>()

  constructor(
    private readonly feed: MarketFeed,
    private readonly send: (botId: string, event: BotEvent) => void,
    /** Whether the bot acts on a signal now (running): a paused bot's rule marks nothing. */
    private readonly acting: (botId: string) => boolean,
    private readonly log?: {
      error(obj: object, msg: string): void
      info?(obj: object, msg: string): void
    },
    /** A shared built-in source (keyed by its id) called a trade: the signals area records it (decision 073). */
    private readonly onCall?: (sourceId: string, call: SignalOut & { symbol: string }) => void,
  ) {}

  /**
   * The bot follows a source on `symbol` from now on: the shared one under `key`, or its own when
   * `key` is null (`engine.signalSourceFor`). Idempotent. `ran` is when the bot ran so far: the
   * decisions its own rule recomputes inside it are marked (a shared source marks nothing).
   */
  follow(
    botId: string,
    symbol: string,
    from: { key: string | null; create: () => BarSource },
    ran: readonly MarkSpan[] = [],
  ): void {
    if (this.following.has(botId)) return
    const key = from.key ?? `bot:${botId}`
    this.following.set(botId, { symbol, key })
    let bySource = this.sources.get(symbol)
    if (!bySource) this.sources.set(symbol, (bySource = new Map()))
    const existing = bySource.get(key)
    if (existing) {
      existing.bots.add(botId)
      return
    }
    const signal = from.create()
    const source: Source = { signal, bots: new Set([botId]), ready: false }
    bySource.set(key, source)
    // A quant bot's rule also gets the bars its chart shows (decision 057), so its lines cover the
    // whole window from the start.
    const bars = signal.warmup + (signal instanceof RuleSignal ? PLOT_BARS : 0)
    void this.warmUp(symbol, signal.intervalMs, bars, source, from.key === null ? ran : [])
  }

  /** The source a bot follows (a quant bot's rule, for its chart), while it is hosted. */
  sourceOf(botId: string): BarSource | undefined {
    const f = this.following.get(botId)
    return f ? this.sources.get(f.symbol)?.get(f.key)?.signal : undefined
  }

  /** The source a bot follows by its key (a signal's id), while it is hosted. */
  keyOf(botId: string): string | undefined {
    return this.following.get(botId)?.key
  }

  /**
   * A provider posted a call (decision 073): every bot following that signal on the pair gets it
   * now, as a built-in source's bar close would give it. Answers how many bots it reached.
   */
  providerCall(signalId: string, symbol: string, call: SignalOut): number {
    const source = this.sources.get(symbol)?.get(signalId)
    if (!source) return 0
    const event: BotEvent = { type: 'signal', symbol, ...call }
    for (const botId of source.bots) this.send(botId, event)
    return source.bots.size
  }

  forget(botId: string): void {
    const f = this.following.get(botId)
    if (!f) return
    this.following.delete(botId)
    const bySource = this.sources.get(f.symbol)
    const source = bySource?.get(f.key)
    source?.bots.delete(botId)
    if (source && source.bots.size === 0) bySource!.delete(f.key)
    if (bySource?.size === 0) this.sources.delete(f.symbol)
  }

  tick(t: Tick): void {
    const bySource = this.sources.get(t.symbol)
    if (!bySource) return
    for (const [key, source] of bySource) {
      if (!source.ready) continue
      if (source.signal instanceof RuleSignal) source.signal.marking = this.anyActing(source.bots)
      const out = source.signal.price(t.time, t.price)
      if (!out) continue
      const event: BotEvent = { type: 'signal', symbol: t.symbol, ...out }
      for (const botId of source.bots) this.send(botId, event)
      if (!(source.signal instanceof RuleSignal)) this.onCall?.(key, { symbol: t.symbol, ...out })
    }
  }

  private anyActing(bots: Set<string>): boolean {
    for (const id of bots) if (this.acting(id)) return true
    return false
  }

  private async warmUp(
    symbol: string,
    intervalMs: number,
    bars: number,
    source: Source,
    ran: readonly MarkSpan[],
  ) {
    try {
      const interval = intervalOf(intervalMs)
      const has = this.feed.symbol(symbol)?.intervals
      if (has && !has.includes(interval)) {
        // A pair recorded more coarsely than the bars (BTC/USDT by the hour, 15-minute bars): it
        // has no such history, so the source warms up on the live ticks (decision 085).
        this.log?.info?.(
          { symbol, interval },
          'no history at the signal’s interval: warming up live',
        )
        return
      }
      const now = this.feed.ticker(symbol)?.time ?? Date.now()
      // Closed bars only: the bar now forming closes with the ticks still to come.
      const open = Math.floor(now / intervalMs) * intervalMs
      const candles = await this.feed.candles(symbol, interval, {
        to: open,
        limit: bars + 1,
      })
      const closed = candles.filter((c) => c.time < open)
      if (source.signal instanceof RuleSignal) source.signal.seed(closed, ran)
      else source.signal.seed(closed)
    } catch (error) {
      // Without history the averages warm up from live bars instead.
      this.log?.error({ err: error, symbol }, 'signal warm-up failed')
    } finally {
      source.ready = true
    }
  }
}
