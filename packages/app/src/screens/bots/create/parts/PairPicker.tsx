import { useMemo } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ExchangeName, Market, MarketSymbolInfo, MarketTicker } from '@atb/contract'
import { Badge, Button, ComboBox, ComboBoxItem, useFormatter } from '@atb/ui'
import { useTicker } from '../../../../services/useTicker'
import { errorText } from './errorText'
import { freshFor, useSetupQuery } from './setupData'
import styles from './parts.module.css'

export interface PairPickerProps {
  market: Market
  /** The chosen venue; every venue trades the market's symbols under the engine's names. */
  exchange: ExchangeName
  /** The engine symbol, e.g. 'BTCUSDT'; empty until chosen. */
  value: string | undefined
  onChange: (symbol: string) => void
  /** Shown under the field while the pair is invalid (the form's message). */
  errorMessage?: string
}

/** "BTC/USDT" also matches "btcusdt" and "btc usdt". */
const squash = (text: string) => text.toLowerCase().replace(/[\s/]/g, '')
const matches = (textValue: string, input: string) => squash(textValue).includes(squash(input))

/** The market's symbols to search, each with its last price; the chosen pair follows the socket. */
export function PairPicker({ market, value, onChange, errorMessage }: PairPickerProps) {
  const { t, i18n } = useLingui()
  const format = useFormatter()
  const [symbols, retrySymbols] = useSetupQuery(`symbols:${market}`, freshFor.symbols, (data) =>
    data.symbols(market),
  )
  const [tickers] = useSetupQuery(`tickers:${market}`, freshFor.tickers, (data) =>
    data.tickers(market),
  )
  const list = symbols.status === 'done' ? symbols.data.symbols : []
  const chosen = list.find((s) => s.symbol === value)
  const byId = useMemo(
    () =>
      new Map((tickers.status === 'done' ? tickers.data.tickers : []).map((k) => [k.symbol, k])),
    [tickers],
  )
  const live = useTicker(chosen?.symbol)
  const ticker = live.ticker ?? (chosen ? byId.get(chosen.symbol) : undefined)
  const reason = symbols.status === 'error' ? errorText(i18n, symbols.error) : ''

  return (
    <div className={styles.stack}>
      <ComboBox<MarketSymbolInfo>
        // Remounted once the list arrives, so a pair chosen before shows its name in the input.
        key={symbols.status}
        label={t`Pair`}
        placeholder={t`Search, e.g. BTC`}
        defaultItems={list}
        defaultFilter={matches}
        selectedKey={chosen?.symbol ?? null}
        // The list is built after the first render, so the chosen pair's name is given directly.
        defaultInputValue={chosen ? `${chosen.base}/${chosen.quote}` : ''}
        onSelectionChange={(key) => {
          if (typeof key === 'string') onChange(key)
        }}
        isDisabled={symbols.status !== 'done'}
        description={symbols.status === 'loading' ? t`Loading pairs…` : undefined}
        errorMessage={errorMessage}
        isInvalid={Boolean(errorMessage)}
      >
        {(item) => (
          <ComboBoxItem id={item.symbol} textValue={`${item.base}/${item.quote}`}>
            <span className={styles.option}>
              <span className={styles.pairName}>
                {item.base}/{item.quote}
              </span>
              <OptionPrice ticker={byId.get(item.symbol)} />
            </span>
          </ComboBoxItem>
        )}
      </ComboBox>

      {symbols.status === 'error' ? (
        <div className={styles.notice} role="alert">
          <p>
            <Trans>The pairs could not be loaded: {reason}</Trans>
          </p>
          <Button variant="secondary" size="sm" onPress={retrySymbols}>
            {t`Retry`}
          </Button>
        </div>
      ) : null}

      {chosen ? (
        <div className={styles.quote}>
          <span className={styles.pairName}>
            {chosen.base} / {chosen.quote}
          </span>
          {ticker ? (
            <>
              <span className={styles.price} data-testid="last-price">
                {format.price(ticker.last)}
              </span>
              <span className={styles.change} data-direction={direction(ticker.change_24h)}>
                {t`24 h ${format.percent(ticker.change_24h, { signed: true })}`}
              </span>
            </>
          ) : (
            <span className={styles.hint}>{t`Waiting for the first price…`}</span>
          )}
          <Badge variant={live.status === 'live' ? 'positive' : 'neutral'} size="sm">
            {live.status === 'live'
              ? t`Live`
              : live.status === 'connecting'
                ? t`Connecting…`
                : t`Offline`}
          </Badge>
          {ticker?.source === 'replay' ? (
            <Badge variant="info" size="sm">
              {t`Recorded replay`}
            </Badge>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

const direction = (change: number) => (change > 0 ? 'up' : change < 0 ? 'down' : 'flat')

function OptionPrice({ ticker }: { ticker: MarketTicker | undefined }) {
  const format = useFormatter()
  if (!ticker) return null
  return (
    <span className={styles.optionPrice}>
      <span>{format.price(ticker.last)}</span>
      <span className={styles.change} data-direction={direction(ticker.change_24h)}>
        {format.percent(ticker.change_24h, { signed: true })}
      </span>
    </span>
  )
}
