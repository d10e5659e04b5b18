/**
 * The charting provider's (TradingView's) embedded widgets, spec §2. Each is only its defaults and
 * its script; ProviderWidget does the rest. Option names are the provider's own, so its
 * documentation applies to `options` as written.
 */
import { useEffect } from 'react'
import { msg } from '@lingui/core/macro'
import { mergeWidgetConfig, ProviderWidget, type WidgetProps } from './ProviderWidget'
import type { ProviderLocale, ProviderTheme } from './providerLocale'

const EMBED = 'https://s3.tradingview.com/external-embedding/embed-widget-'

/** The advanced chart's script; it defines `TradingView.widget`. */
export const CHART_SCRIPT = 'https://s3.tradingview.com/tv.js'
/** The scripts of the embedded widgets; each reads its JSON configuration from its own text. */
export const MINI_CHART_SCRIPT = `${EMBED}mini-symbol-overview.js`
export const SINGLE_TICKER_SCRIPT = `${EMBED}single-quote.js`
export const COMPANY_PROFILE_SCRIPT = `${EMBED}symbol-profile.js`
export const SNAPS_SCRIPT = `${EMBED}timeline.js`
export const TECHNICAL_ANALYSIS_SCRIPT = `${EMBED}technical-analysis.js`

/**
 * The advanced chart's container id. The spec fixes it; it also means one Chart per page, which
 * is how the pair page uses it.
 */
export const CHART_CONTAINER_ID = 'tradingview-chart'

type Size = number | string

interface CommonOptions {
  width: Size
  locale: ProviderLocale
  colorTheme: ProviderTheme
  isTransparent: boolean
  /** Where the provider's own links open, e.g. the app's pair page. */
  largeChartUrl?: string
}

export interface ChartOptions {
  symbol: string
  width: Size
  height: Size
  autosize: boolean
  /** Bar interval: '1', '5', '15', '60', '240', 'D', 'W'… */
  interval: string
  timezone: string
  theme: ProviderTheme
  /** Bar style; '1' is candles. */
  style: string
  locale: ProviderLocale
  enable_publishing: boolean
  allow_symbol_change: boolean
  hide_side_toolbar: boolean
  withdateranges: boolean
  /** Must stay CHART_CONTAINER_ID. */
  container_id: string
  studies?: string[]
}

export const CHART_DEFAULTS: ChartOptions = {
  symbol: 'NASDAQ:AAPL',
  width: 980,
  height: 610,
  autosize: false,
  interval: 'D',
  timezone: 'Etc/UTC',
  theme: 'light',
  style: '1',
  locale: 'en',
  enable_publishing: false,
  allow_symbol_change: true,
  hide_side_toolbar: false,
  withdateranges: true,
  container_id: CHART_CONTAINER_ID,
}

export type ChartProps = WidgetProps<ChartOptions>

/** The provider's advanced chart (tv.js). A container id other than CHART_CONTAINER_ID logs an error and renders nothing. */
export function Chart({ options, loader, className }: ChartProps) {
  const config = mergeWidgetConfig(CHART_DEFAULTS, options)
  const wrongId = config.container_id === CHART_CONTAINER_ID ? null : config.container_id
  useEffect(() => {
    if (wrongId !== null) {
      console.error(
        `Chart: container_id must be "${CHART_CONTAINER_ID}", got "${wrongId}"; the chart is not rendered.`,
      )
    }
  }, [wrongId])
  if (wrongId !== null) return null
  return (
    <ProviderWidget
      name={msg`Advanced chart`}
      src={CHART_SCRIPT}
      kind="chart"
      config={{ ...config }}
      containerId={CHART_CONTAINER_ID}
      loader={loader}
      className={className}
    />
  )
}

export interface MiniChartOptions extends CommonOptions {
  symbol: string
  height: Size
  autosize: boolean
  /** '1D', '1M', '3M', '12M', '60M' or 'ALL'. */
  dateRange: string
}

export const MINI_CHART_DEFAULTS: MiniChartOptions = {
  symbol: 'FX:EURUSD',
  width: 350,
  height: 220,
  autosize: false,
  dateRange: '12M',
  locale: 'en',
  colorTheme: 'light',
  isTransparent: false,
}

export type MiniChartProps = WidgetProps<MiniChartOptions>

/** A small price chart of one symbol (mini-symbol-overview). */
export function MiniChart({ options, loader, className }: MiniChartProps) {
  return (
    <ProviderWidget
      name={msg`Mini chart`}
      src={MINI_CHART_SCRIPT}
      kind="embed"
      config={{ ...mergeWidgetConfig(MINI_CHART_DEFAULTS, options) }}
      loader={loader}
      className={className}
    />
  )
}

export interface SingleTickerOptions extends CommonOptions {
  symbol: string
}

export const SINGLE_TICKER_DEFAULTS: SingleTickerOptions = {
  symbol: 'FX:EURUSD',
  width: 350,
  locale: 'en',
  colorTheme: 'light',
  isTransparent: false,
}

export type SingleTickerProps = WidgetProps<SingleTickerOptions>

/** One symbol's live quote (single-quote); the provider sets its height. */
export function SingleTicker({ options, loader, className }: SingleTickerProps) {
  return (
    <ProviderWidget
      name={msg`Quote`}
      src={SINGLE_TICKER_SCRIPT}
      kind="embed"
      config={{ ...mergeWidgetConfig(SINGLE_TICKER_DEFAULTS, options) }}
      placeholderHeight={126}
      loader={loader}
      className={className}
    />
  )
}

export interface CompanyProfileOptions extends CommonOptions {
  symbol: string
  height: Size
  autosize: boolean
}

export const COMPANY_PROFILE_DEFAULTS: CompanyProfileOptions = {
  symbol: 'NASDAQ:AAPL',
  width: 480,
  height: 650,
  autosize: false,
  locale: 'en',
  colorTheme: 'light',
  isTransparent: false,
}

export type CompanyProfileProps = WidgetProps<CompanyProfileOptions>

/** A company's sector, industry and description (symbol-profile). */
export function CompanyProfile({ options, loader, className }: CompanyProfileProps) {
  return (
    <ProviderWidget
      name={msg`Company profile`}
      src={COMPANY_PROFILE_SCRIPT}
      kind="embed"
      config={{ ...mergeWidgetConfig(COMPANY_PROFILE_DEFAULTS, options) }}
      loader={loader}
      className={className}
    />
  )
}

export interface SnapsOptions extends CommonOptions {
  /** 'all_symbols', 'market' (with `market`) or 'symbol' (with `symbol`). */
  feedMode: 'all_symbols' | 'market' | 'symbol'
  market?: 'crypto' | 'forex' | 'stock' | 'index' | 'futures' | 'cfd'
  symbol?: string
  height: Size
  autosize: boolean
  displayMode: 'regular' | 'compact' | 'adaptive'
}

export const SNAPS_DEFAULTS: SnapsOptions = {
  feedMode: 'all_symbols',
  width: 480,
  height: 830,
  autosize: false,
  displayMode: 'regular',
  locale: 'en',
  colorTheme: 'light',
  isTransparent: false,
}

export type SnapsProps = WidgetProps<SnapsOptions>

/** The provider's news timeline, of all symbols by default (timeline). */
export function Snaps({ options, loader, className }: SnapsProps) {
  return (
    <ProviderWidget
      name={msg`Market news`}
      src={SNAPS_SCRIPT}
      kind="embed"
      config={{ ...mergeWidgetConfig(SNAPS_DEFAULTS, options) }}
      loader={loader}
      className={className}
    />
  )
}

export interface TechnicalAnalysisOptions extends CommonOptions {
  symbol: string
  height: Size
  autosize: boolean
  /** '1m', '5m', '15m', '30m', '1h', '2h', '4h', '1D', '1W' or '1M'. */
  interval: string
  showIntervalTabs: boolean
  displayMode: 'single' | 'multiple'
}

export const TECHNICAL_ANALYSIS_DEFAULTS: TechnicalAnalysisOptions = {
  symbol: 'NASDAQ:AAPL',
  width: 425,
  height: 450,
  autosize: false,
  interval: '1m',
  showIntervalTabs: true,
  displayMode: 'single',
  locale: 'en',
  colorTheme: 'light',
  isTransparent: false,
}

export type TechnicalAnalysisProps = WidgetProps<TechnicalAnalysisOptions>

/** The provider's buy/sell gauge from oscillators and moving averages (technical-analysis). */
export function TechnicalAnalysis({ options, loader, className }: TechnicalAnalysisProps) {
  return (
    <ProviderWidget
      name={msg`Technical analysis`}
      src={TECHNICAL_ANALYSIS_SCRIPT}
      kind="embed"
      config={{ ...mergeWidgetConfig(TECHNICAL_ANALYSIS_DEFAULTS, options) }}
      loader={loader}
      className={className}
    />
  )
}
