import type { MessageDescriptor } from './i18n/message'

/** The 21 strategy kinds (robots) of spec section 3. */
export const strategyKinds = [
  'spot_martingale',
  'spot_manual',
  'spot_grid',
  'spot_rebalance',
  'spot_signal',
  'futures_grid',
  'future_manual',
  'future_signal',
  'forex_manual',
  'forex_signal',
  'gold_manual',
  'dca',
  'market_neutral',
  'chat_pattern',
  'indicators',
  'advanced',
  'trend_following',
  'swing_trading',
  'position_trading',
  'momentum_trading',
  'mean_reversion',
] as const
export type StrategyKind = (typeof strategyKinds)[number]

export const markets = ['crypto', 'forex', 'gold'] as const
export type Market = (typeof markets)[number]

/** Where a new bot's setup starts, as the big venues' bot pages do: each market's most traded pair. */
export const defaultPairs: Record<Market, string> = {
  crypto: 'BTCUSDT',
  forex: 'EURUSD',
  gold: 'XAUUSD',
}

export const themes = ['grid', 'dca', 'signal', 'portfolio', 'manual', 'quant'] as const
export type Theme = (typeof themes)[number]

export interface StrategyEntry {
  kind: StrategyKind
  market: Market
  theme: Theme
  /** False for kinds the engine cannot run yet; the wizard shows them as coming soon. */
  available: boolean
  title: MessageDescriptor
  summary: MessageDescriptor
}

const e = (
  kind: StrategyKind,
  market: Market,
  theme: Theme,
  available: boolean,
  title: MessageDescriptor,
  summary: MessageDescriptor,
): StrategyEntry => ({ kind, market, theme, available, title, summary })

/**
 * The bot wizard's catalogue: market → theme → strategy (spec section 2). The grouping into
 * themes is ours (docs/decisions/002-strategy-catalogue.md).
 */
export const strategyCatalogue: readonly StrategyEntry[] = [
  e(
    'spot_grid',
    'crypto',
    'grid',
    true,
    /*i18n*/ { id: 'strategy.spot_grid', message: 'Spot grid' },
    /*i18n*/ {
      id: 'strategy.spot_grid.summary',
      message: 'Buy low and sell high inside a price range.',
    },
  ),
  e(
    'futures_grid',
    'crypto',
    'grid',
    true,
    /*i18n*/ { id: 'strategy.futures_grid', message: 'Futures grid' },
    /*i18n*/ {
      id: 'strategy.futures_grid.summary',
      message: 'A grid on perpetual futures with leverage.',
    },
  ),
  e(
    'spot_martingale',
    'crypto',
    'dca',
    true,
    /*i18n*/ { id: 'strategy.spot_martingale', message: 'Spot martingale' },
    /*i18n*/ {
      id: 'strategy.spot_martingale.summary',
      message: 'Buy more as price drops, then take profit on the rebound.',
    },
  ),
  e(
    'dca',
    'crypto',
    'dca',
    true,
    /*i18n*/ { id: 'strategy.dca', message: 'DCA' },
    /*i18n*/ { id: 'strategy.dca.summary', message: 'Invest a fixed amount at regular intervals.' },
  ),
  e(
    'spot_signal',
    'crypto',
    'signal',
    true,
    /*i18n*/ { id: 'strategy.spot_signal', message: 'Spot signal' },
    /*i18n*/ {
      id: 'strategy.spot_signal.summary',
      message: 'Follow a rated signal provider on spot.',
    },
  ),
  e(
    'future_signal',
    'crypto',
    'signal',
    true,
    /*i18n*/ { id: 'strategy.future_signal', message: 'Futures signal' },
    /*i18n*/ {
      id: 'strategy.future_signal.summary',
      message: 'Follow a rated signal provider on futures.',
    },
  ),
  e(
    'spot_rebalance',
    'crypto',
    'portfolio',
    true,
    /*i18n*/ { id: 'strategy.spot_rebalance', message: 'Rebalance' },
    /*i18n*/ {
      id: 'strategy.spot_rebalance.summary',
      message: 'Hold a basket of coins at target weights.',
    },
  ),
  e(
    'spot_manual',
    'crypto',
    'manual',
    true,
    /*i18n*/ { id: 'strategy.spot_manual', message: 'Spot manual' },
    /*i18n*/ {
      id: 'strategy.spot_manual.summary',
      message: 'Your own spot orders, with take profit and stop loss managed for you.',
    },
  ),
  e(
    'future_manual',
    'crypto',
    'manual',
    true,
    /*i18n*/ { id: 'strategy.future_manual', message: 'Futures manual' },
    /*i18n*/ {
      id: 'strategy.future_manual.summary',
      message: 'Your own futures orders, with take profit and stop loss managed for you.',
    },
  ),
  e(
    'market_neutral',
    'crypto',
    'quant',
    true,
    /*i18n*/ { id: 'strategy.market_neutral', message: 'Market neutral' },
    /*i18n*/ {
      id: 'strategy.market_neutral.summary',
      message:
        'Holds a spot long hedged by an equal perpetual short, earning funding while it pays. Paper only for now.',
    },
  ),
  e(
    'chat_pattern',
    'crypto',
    'quant',
    true,
    /*i18n*/ { id: 'strategy.chat_pattern', message: 'Chart pattern' },
    /*i18n*/ {
      id: 'strategy.chat_pattern.summary',
      message:
        'Buys when a double bottom, inverse head and shoulders or ascending triangle breaks out; sells on the bearish ones. Spot, long only.',
    },
  ),
  e(
    'indicators',
    'crypto',
    'quant',
    true,
    /*i18n*/ { id: 'strategy.indicators', message: 'Indicators' },
    /*i18n*/ {
      id: 'strategy.indicators.summary',
      message:
        'Buys when an indicator you choose crosses or passes a level, sells on a second one. Spot, long only.',
    },
  ),
  e(
    'advanced',
    'crypto',
    'quant',
    true,
    /*i18n*/ { id: 'strategy.advanced', message: 'Advanced' },
    /*i18n*/ {
      id: 'strategy.advanced.summary',
      message:
        'Build entry and exit rules of your own from up to five conditions each, joined by AND or OR. Spot, long only.',
    },
  ),
  e(
    'trend_following',
    'crypto',
    'quant',
    true,
    /*i18n*/ { id: 'strategy.trend_following', message: 'Trend following' },
    /*i18n*/ {
      id: 'strategy.trend_following.summary',
      message:
        'Spot, long only: buys a breakout or an EMA cross upward, sells on an ATR trailing stop or the reverse signal.',
    },
  ),
  e(
    'swing_trading',
    'crypto',
    'quant',
    true,
    /*i18n*/ { id: 'strategy.swing_trading', message: 'Swing trading' },
    /*i18n*/ {
      id: 'strategy.swing_trading.summary',
      message:
        'Buy when the RSI turns up from oversold and sell when it turns down from overbought. Long only, on spot.',
    },
  ),
  e(
    'position_trading',
    'crypto',
    'quant',
    true,
    /*i18n*/ { id: 'strategy.position_trading', message: 'Position trading' },
    /*i18n*/ {
      id: 'strategy.position_trading.summary',
      message: 'Hold a spot long for weeks while the price stays in a long-term uptrend.',
    },
  ),
  e(
    'momentum_trading',
    'crypto',
    'quant',
    true,
    /*i18n*/ { id: 'strategy.momentum_trading', message: 'Momentum trading' },
    /*i18n*/ {
      id: 'strategy.momentum_trading.summary',
      message:
        'Buy when the price climbs fast in a strong trend (rate of change and ADX) and sell when the climb is gone. Long only, on spot.',
    },
  ),
  e(
    'mean_reversion',
    'crypto',
    'quant',
    true,
    /*i18n*/ { id: 'strategy.mean_reversion', message: 'Mean reversion' },
    /*i18n*/ {
      id: 'strategy.mean_reversion.summary',
      message:
        'Buy a close below the lower Bollinger band and sell when the price is back at the average. Long only, on spot.',
    },
  ),
  e(
    'forex_manual',
    'forex',
    'manual',
    true,
    /*i18n*/ { id: 'strategy.forex_manual', message: 'Forex manual' },
    /*i18n*/ {
      id: 'strategy.forex_manual.summary',
      message: 'Your own forex orders, with take profit and stop loss managed for you.',
    },
  ),
  e(
    'forex_signal',
    'forex',
    'signal',
    true,
    /*i18n*/ { id: 'strategy.forex_signal', message: 'Forex signal' },
    /*i18n*/ {
      id: 'strategy.forex_signal.summary',
      message: 'Follow a rated forex signal provider.',
    },
  ),
  e(
    'gold_manual',
    'gold',
    'manual',
    true,
    /*i18n*/ { id: 'strategy.gold_manual', message: 'Gold manual' },
    /*i18n*/ {
      id: 'strategy.gold_manual.summary',
      message: 'Your own gold orders, with take profit and stop loss managed for you.',
    },
  ),
]

export function isStrategyKind(value: unknown): value is StrategyKind {
  return typeof value === 'string' && (strategyKinds as readonly string[]).includes(value)
}

export function themesOf(market: Market): Theme[] {
  return themes.filter((theme) =>
    strategyCatalogue.some((s) => s.market === market && s.theme === theme),
  )
}

export function strategiesOf(market: Market, theme: Theme): StrategyEntry[] {
  return strategyCatalogue.filter((s) => s.market === market && s.theme === theme)
}

export const marketTitles: Record<Market, MessageDescriptor> = {
  crypto: /*i18n*/ { id: 'market.crypto', message: 'Crypto' },
  forex: /*i18n*/ { id: 'market.forex', message: 'Forex' },
  gold: /*i18n*/ { id: 'market.gold', message: 'Gold' },
}

export const themeTitles: Record<Theme, MessageDescriptor> = {
  grid: /*i18n*/ { id: 'theme.grid', message: 'Grid' },
  dca: /*i18n*/ { id: 'theme.dca', message: 'DCA' },
  signal: /*i18n*/ { id: 'theme.signal', message: 'Signal' },
  portfolio: /*i18n*/ { id: 'theme.portfolio', message: 'Portfolio' },
  manual: /*i18n*/ { id: 'theme.manual', message: 'Manual' },
  quant: /*i18n*/ { id: 'theme.quant', message: 'Quant' },
}
