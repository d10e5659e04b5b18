import type { FakeMarketSymbol } from './fake-market'

/** The fake's symbol with its last traded price. */
export type Live = FakeMarketSymbol & { last: number }

/** Price and size steps of a fake symbol; BTC-like by default. */
export interface SymbolRules {
  tick: string
  step: string
  /** OKX's minimum order size, when above one step. */
  minSize?: string
}
const defaultRules: SymbolRules = { tick: '0.01', step: '0.00001' }

/** Exchange-shaped payloads for the fake market (field names as Binance and OKX send them). */
const day = (s: Live, now: number) => ({
  open: s.price,
  high: Math.max(s.price * 1.02, s.last),
  low: Math.min(s.price * 0.98, s.last),
  volume: 1234.5,
  time: now,
})

export function binanceTicker(s: Live, now: number) {
  const d = day(s, now)
  return {
    symbol: s.base + s.quote,
    priceChange: String(s.last - d.open),
    priceChangePercent: (((s.last - d.open) / d.open) * 100).toFixed(3),
    lastPrice: String(s.last),
    openPrice: String(d.open),
    highPrice: String(d.high),
    lowPrice: String(d.low),
    volume: String(d.volume),
    quoteVolume: String(d.volume * s.last),
    openTime: now - 86_400_000,
    closeTime: now,
  }
}

export function binanceMiniTicker(s: Live, now: number) {
  const d = day(s, now)
  return {
    e: '24hrMiniTicker',
    E: now,
    s: s.base + s.quote,
    c: String(s.last),
    o: String(d.open),
    h: String(d.high),
    l: String(d.low),
    v: String(d.volume),
    q: String(d.volume * s.last),
  }
}

export function okxTicker(s: Live, now: number) {
  const d = day(s, now)
  return {
    instType: 'SPOT',
    instId: `${s.base}-${s.quote}`,
    last: String(s.last),
    lastSz: '0.1',
    askPx: String(s.last),
    bidPx: String(s.last),
    open24h: String(d.open),
    high24h: String(d.high),
    low24h: String(d.low),
    vol24h: String(d.volume),
    volCcy24h: String(d.volume * s.last),
    sodUtc0: String(d.open),
    sodUtc8: String(d.open),
    ts: String(now),
  }
}

export function binanceSymbol(s: FakeMarketSymbol, r: SymbolRules = defaultRules) {
  return {
    symbol: s.base + s.quote,
    status: 'TRADING',
    baseAsset: s.base,
    baseAssetPrecision: 8,
    quoteAsset: s.quote,
    quotePrecision: 8,
    quoteAssetPrecision: 8,
    orderTypes: ['LIMIT', 'MARKET'],
    quoteOrderQtyMarketAllowed: true,
    isSpotTradingAllowed: true,
    isMarginTradingAllowed: false,
    permissions: ['SPOT'],
    permissionSets: [['SPOT']],
    filters: [
      { filterType: 'PRICE_FILTER', minPrice: '0.0001', maxPrice: '1000000', tickSize: r.tick },
      { filterType: 'LOT_SIZE', minQty: r.step, maxQty: '900000', stepSize: r.step },
      { filterType: 'NOTIONAL', minNotional: '5', applyMinToMarket: true, maxNotional: '9000000' },
    ],
  }
}

export function okxInstrument(s: FakeMarketSymbol, r: SymbolRules = defaultRules) {
  return {
    instId: `${s.base}-${s.quote}`,
    instType: 'SPOT',
    baseCcy: s.base,
    quoteCcy: s.quote,
    tickSz: r.tick,
    lotSz: r.step,
    minSz: r.minSize ?? r.step,
    state: 'live',
    settleCcy: '',
    ctVal: '',
    ctMult: '',
    ctValCcy: '',
    listTime: '1690000000000',
    alias: '',
    category: '1',
    lever: '',
    uly: '',
    expTime: '',
    optType: '',
    instFamily: '',
    ruleType: 'normal',
  }
}
