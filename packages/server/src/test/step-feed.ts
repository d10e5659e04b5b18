import type { Market } from '@atb/contract'
import {
  symbolSpec,
  type Candle,
  type MarketFeed,
  type MarketSymbol,
  type Ticker,
  type TickListener,
} from '@atb/engine'

/**
 * A market feed that moves only when a test says so: `push` sets a symbol's price and delivers
 * the tick at once, so what a socket receives follows from what the test did.
 */
export class StepFeed implements MarketFeed {
  readonly source = 'replay' as const
  private readonly listeners = new Set<TickListener>()
  private readonly list: MarketSymbol[]
  private readonly latest = new Map<string, Ticker>()

  constructor(
    symbols: Record<string, Market> = { BTCUSDT: 'crypto', ETHUSDT: 'crypto', XAUUSD: 'gold' },
  ) {
    this.list = Object.entries(symbols).map(([symbol, market]) => ({
      symbol,
      market,
      // Rules only matter to trading; these are any plausible ones.
      spec: symbolSpec(symbol, 'spot', {
        base: symbol.replace(/USDT?$/, ''),
        quote: symbol.endsWith('USDT') ? 'USDT' : 'USD',
        tickSize: '0.01',
        stepSize: '0.0001',
        minNotional: '5',
        makerFee: '0.001',
        takerFee: '0.001',
      }),
    }))
  }

  get listenerCount(): number {
    return this.listeners.size
  }

  push(symbol: string, price: number, time: number): void {
    const before = this.latest.get(symbol)
    this.latest.set(symbol, {
      symbol,
      last: price,
      change24h: 0,
      high24h: Math.max(price, before?.high24h ?? price),
      low24h: Math.min(price, before?.low24h ?? price),
      volume24h: 0,
      time,
      source: this.source,
    })
    for (const listener of this.listeners) listener({ symbol, price, time })
  }

  async start(): Promise<void> {}
  async stop(): Promise<void> {}

  symbols(market?: Market): MarketSymbol[] {
    return market ? this.list.filter((s) => s.market === market) : this.list
  }

  symbol(symbol: string): MarketSymbol | undefined {
    return this.list.find((s) => s.symbol === symbol)
  }

  ticker(symbol: string): Ticker | undefined {
    return this.latest.get(symbol)
  }

  tickers(market?: Market): Ticker[] {
    return this.symbols(market).flatMap((s) => this.latest.get(s.symbol) ?? [])
  }

  async candles(): Promise<Candle[]> {
    return []
  }

  subscribe(listener: TickListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}
