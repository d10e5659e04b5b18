import type { ComponentType } from 'react'
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../test-utils'
import { fakeWidgetLoader } from './fakeLoader'
import { WIDGET_READY_TIMEOUT_MS, WidgetLoaderContext } from './loader'
import { WIDGET_LOAD_DELAY_MS, type WidgetProps } from './ProviderWidget'
import {
  Chart,
  CHART_CONTAINER_ID,
  CHART_DEFAULTS,
  CHART_SCRIPT,
  COMPANY_PROFILE_DEFAULTS,
  COMPANY_PROFILE_SCRIPT,
  CompanyProfile,
  MINI_CHART_DEFAULTS,
  MINI_CHART_SCRIPT,
  MiniChart,
  SINGLE_TICKER_DEFAULTS,
  SINGLE_TICKER_SCRIPT,
  SingleTicker,
  Snaps,
  SNAPS_DEFAULTS,
  SNAPS_SCRIPT,
  TECHNICAL_ANALYSIS_DEFAULTS,
  TECHNICAL_ANALYSIS_SCRIPT,
  TechnicalAnalysis,
} from './widgets'

type AnyWidget = ComponentType<WidgetProps<Record<string, unknown>>>

interface Case {
  name: string
  Widget: AnyWidget
  defaults: object
  src: string
  options: Record<string, unknown>
}

const cases: Case[] = [
  {
    name: 'Chart',
    Widget: Chart as AnyWidget,
    defaults: CHART_DEFAULTS,
    src: CHART_SCRIPT,
    options: { symbol: 'BINANCE:BTCUSDT', interval: '60', theme: 'dark', locale: 'th_TH' },
  },
  {
    name: 'MiniChart',
    Widget: MiniChart as AnyWidget,
    defaults: MINI_CHART_DEFAULTS,
    src: MINI_CHART_SCRIPT,
    options: { symbol: 'OANDA:XAUUSD', dateRange: '1M', width: 300 },
  },
  {
    name: 'SingleTicker',
    Widget: SingleTicker as AnyWidget,
    defaults: SINGLE_TICKER_DEFAULTS,
    src: SINGLE_TICKER_SCRIPT,
    options: { symbol: 'FX:GBPUSD', colorTheme: 'dark' },
  },
  {
    name: 'CompanyProfile',
    Widget: CompanyProfile as AnyWidget,
    defaults: COMPANY_PROFILE_DEFAULTS,
    src: COMPANY_PROFILE_SCRIPT,
    options: { symbol: 'NASDAQ:MSFT', height: 500 },
  },
  {
    name: 'Snaps',
    Widget: Snaps as AnyWidget,
    defaults: SNAPS_DEFAULTS,
    src: SNAPS_SCRIPT,
    options: { feedMode: 'market', market: 'crypto', locale: 'kr' },
  },
  {
    name: 'TechnicalAnalysis',
    Widget: TechnicalAnalysis as AnyWidget,
    defaults: TECHNICAL_ANALYSIS_DEFAULTS,
    src: TECHNICAL_ANALYSIS_SCRIPT,
    options: { symbol: 'BINANCE:ETHUSDT', interval: '1h', showIntervalTabs: false },
  },
]

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}

describe('the defaults the spec sets', () => {
  it('match spec §2, in the provider’s option names', () => {
    expect(CHART_DEFAULTS).toMatchObject({
      symbol: 'NASDAQ:AAPL',
      width: 980,
      height: 610,
      interval: 'D',
      theme: 'light',
      locale: 'en',
      container_id: 'tradingview-chart',
    })
    expect(MINI_CHART_DEFAULTS).toMatchObject({
      symbol: 'FX:EURUSD',
      width: 350,
      height: 220,
      dateRange: '12M',
      colorTheme: 'light',
      locale: 'en',
    })
    expect(SINGLE_TICKER_DEFAULTS).toMatchObject({
      symbol: 'FX:EURUSD',
      width: 350,
      colorTheme: 'light',
      locale: 'en',
    })
    expect(COMPANY_PROFILE_DEFAULTS).toMatchObject({
      width: 480,
      height: 650,
      colorTheme: 'light',
      locale: 'en',
    })
    expect(SNAPS_DEFAULTS).toMatchObject({
      feedMode: 'all_symbols',
      width: 480,
      height: 830,
      colorTheme: 'light',
      locale: 'en',
    })
    expect(TECHNICAL_ANALYSIS_DEFAULTS).toMatchObject({
      width: 425,
      height: 450,
      interval: '1m',
      showIntervalTabs: true,
      colorTheme: 'light',
      locale: 'en',
    })
  })
})

describe.each(cases)('$name', ({ Widget, defaults, src, options }) => {
  it('injects the defaults overridden by the options', () => {
    const loader = fakeWidgetLoader()
    render(<Widget options={options} loader={loader} />)
    advance(WIDGET_LOAD_DELAY_MS)

    expect(loader.requests).toHaveLength(1)
    expect(loader.requests[0]?.src).toBe(src)
    expect(loader.requests[0]?.config).toEqual({ ...defaults, ...options })
    // Every option really overrides a default (or adds a key), so the check above can fail.
    for (const [key, value] of Object.entries(options)) {
      expect((defaults as Record<string, unknown>)[key]).not.toEqual(value)
    }
  })

  it('injects exactly the defaults without options', () => {
    const loader = fakeWidgetLoader()
    render(<Widget loader={loader} />)
    advance(WIDGET_LOAD_DELAY_MS)
    expect(loader.requests[0]?.config).toEqual(defaults)
  })

  it('loads the script 300 ms after mount, not before', () => {
    const loader = fakeWidgetLoader()
    render(<Widget loader={loader} />)
    // Literal milliseconds: the spec says 300, whatever the constant says.
    advance(299)
    expect(loader.requests).toHaveLength(0)
    expect(screen.queryByText(/^Stand-in/)).toBeNull()
    advance(1)
    expect(loader.requests).toHaveLength(1)
    expect(screen.getByText(/^Stand-in/)).toBeTruthy()
  })

  it('names the widget in a fallback when the script fails', () => {
    render(<Widget loader={fakeWidgetLoader('fail')} />)
    advance(WIDGET_LOAD_DELAY_MS)
    expect(screen.getByText(/ is unavailable right now$/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})

describe('ProviderWidget', () => {
  it('shows a skeleton labelled with the widget’s name until the provider draws', () => {
    render(<TechnicalAnalysis loader={fakeWidgetLoader('pending')} />)
    advance(WIDGET_LOAD_DELAY_MS)
    expect(screen.getByRole('status', { name: 'Loading Technical analysis' })).toBeTruthy()
  })

  it('names the widget in the fallback, and Try again loads once more', () => {
    const loader = fakeWidgetLoader('fail')
    render(<TechnicalAnalysis loader={loader} />)
    advance(WIDGET_LOAD_DELAY_MS)
    expect(screen.getByText('Technical analysis is unavailable right now')).toBeTruthy()

    act(() => screen.getByRole('button', { name: 'Try again' }).click())
    expect(screen.queryByText('Technical analysis is unavailable right now')).toBeNull()
    advance(WIDGET_LOAD_DELAY_MS)
    expect(loader.requests).toHaveLength(2)
  })

  it('injects nothing when unmounted before 300 ms', () => {
    const loader = fakeWidgetLoader()
    const { unmount } = render(<MiniChart loader={loader} />)
    advance(WIDGET_LOAD_DELAY_MS - 1)
    unmount()
    advance(10 * WIDGET_LOAD_DELAY_MS)
    expect(loader.requests).toHaveLength(0)
  })

  it('injects no real script when unmounted before 300 ms', () => {
    const { unmount } = render(<MiniChart />)
    advance(200)
    unmount()
    advance(10 * WIDGET_LOAD_DELAY_MS)
    expect(document.querySelector('script')).toBeNull()
  })

  it('takes its loader from WidgetLoaderContext', () => {
    const loader = fakeWidgetLoader()
    render(
      <WidgetLoaderContext.Provider value={loader}>
        <SingleTicker />
      </WidgetLoaderContext.Provider>,
    )
    advance(WIDGET_LOAD_DELAY_MS)
    expect(loader.requests).toHaveLength(1)
  })
})

describe('Chart’s container id', () => {
  it('logs an error and renders nothing when the id is not tradingview-chart', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const loader = fakeWidgetLoader()
    const { container } = render(<Chart options={{ container_id: 'my-chart' }} loader={loader} />)
    advance(10 * WIDGET_LOAD_DELAY_MS)

    expect(container.innerHTML).toBe('')
    expect(loader.requests).toHaveLength(0)
    expect(error).toHaveBeenCalledWith(expect.stringContaining('tradingview-chart'))
  })

  it('renders its container under the fixed id, without an error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Chart loader={fakeWidgetLoader()} />)
    advance(WIDGET_LOAD_DELAY_MS)
    expect(document.getElementById(CHART_CONTAINER_ID)).not.toBeNull()
    expect(error).not.toHaveBeenCalled()
  })
})

describe('the real loader', () => {
  const scriptIn = (el: Element) => el.querySelector('script')

  it('appends the embed script with the merged configuration as its text', () => {
    render(<TechnicalAnalysis options={{ symbol: 'FX:EURUSD' }} />)
    advance(WIDGET_LOAD_DELAY_MS)
    const host = document.querySelector('.tradingview-widget-container')!
    const script = scriptIn(host)!
    expect(script.src).toBe(TECHNICAL_ANALYSIS_SCRIPT)
    expect(JSON.parse(script.text)).toEqual({ ...TECHNICAL_ANALYSIS_DEFAULTS, symbol: 'FX:EURUSD' })
    expect(host.querySelector('.tradingview-widget-container__widget')).not.toBeNull()
  })

  it('shows the fallback when the script fires an error (offline, blocked by CSP)', () => {
    render(<MiniChart />)
    advance(WIDGET_LOAD_DELAY_MS)
    act(() => {
      scriptIn(document.body)!.dispatchEvent(new Event('error'))
    })
    expect(screen.getByText('Mini chart is unavailable right now')).toBeTruthy()
  })

  it('shows the fallback when no widget appears in time', () => {
    render(<Snaps />)
    advance(WIDGET_LOAD_DELAY_MS + WIDGET_READY_TIMEOUT_MS - 1)
    expect(screen.queryByText(/unavailable/)).toBeNull()
    advance(1)
    expect(screen.getByText('Market news is unavailable right now')).toBeTruthy()
  })

  it('is ready once the provider’s frame is in the container', async () => {
    render(<CompanyProfile />)
    advance(WIDGET_LOAD_DELAY_MS)
    const host = document.querySelector('.tradingview-widget-container')!
    await act(async () => {
      host.append(document.createElement('iframe'))
      await Promise.resolve()
    })
    expect(screen.queryByRole('status')).toBeNull()
    advance(WIDGET_READY_TIMEOUT_MS)
    expect(screen.queryByText(/unavailable/)).toBeNull()
  })

  it('constructs TradingView.widget with the chart configuration once tv.js has loaded', () => {
    const constructed: unknown[] = []
    const win = window as unknown as { TradingView?: unknown }
    render(<Chart options={{ symbol: 'FX:EURUSD' }} />)
    advance(WIDGET_LOAD_DELAY_MS)
    const script = scriptIn(document.getElementById(CHART_CONTAINER_ID)!)!
    expect(script.src).toBe(CHART_SCRIPT)
    win.TradingView = {
      widget: class {
        constructor(config: unknown) {
          constructed.push(config)
        }
      },
    }
    try {
      act(() => {
        script.dispatchEvent(new Event('load'))
      })
      expect(constructed).toEqual([{ ...CHART_DEFAULTS, symbol: 'FX:EURUSD' }])
    } finally {
      delete win.TradingView
    }
  })

  it('shows the fallback when tv.js loads without TradingView.widget', () => {
    render(<Chart />)
    advance(WIDGET_LOAD_DELAY_MS)
    act(() => {
      scriptIn(document.getElementById(CHART_CONTAINER_ID)!)!.dispatchEvent(new Event('load'))
    })
    expect(screen.getByText('Advanced chart is unavailable right now')).toBeTruthy()
  })
})
