import { useLocation } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  venueMarkets,
  type ConnectionStatus,
  type ExchangeConnectionView,
  type ExchangeName,
  type Market,
} from '@atb/contract'
import { Badge, Button, Link, Radio, RadioGroup, Skeleton, SkeletonGroup } from '@atb/ui'
import { splitLocale, withLocale } from '../../../../router/locale'
import { errorText } from './errorText'
import { freshFor, useSetupQuery } from './setupData'
import { useLiveLocked } from './subscriptionGate'
import styles from './parts.module.css'

export interface ExchangePickerProps {
  /** Only venues serving this market are offered. */
  market: Market
  /** The chosen venue. */
  value: ExchangeName
  onChange: (exchange: ExchangeName) => void
  /** The kind runs on Paper only for now (decision 056): no other venue is offered. */
  paperOnly?: boolean
}

/** Venue names are proper nouns, the same in every language; Paper is translated where shown. */
export const venueName: Record<Exclude<ExchangeName, 'paper'>, string> = {
  binance: 'Binance',
  okx: 'OKX',
  oanda: 'OANDA',
}

/**
 * Where the bot trades: Paper (always), then every venue serving the market. Connected ones can
 * be chosen; the rest say why not (never connected, disabled, a refused key, no subscription:
 * decision 066) with the way to fix it.
 */
export function ExchangePicker({
  market,
  value,
  onChange,
  paperOnly = false,
}: ExchangePickerProps) {
  const { t, i18n } = useLingui()
  const { locale } = splitLocale(useLocation().pathname)
  const [list, retry] = useSetupQuery('exchanges', freshFor.exchanges, (data) => data.exchanges())
  const locked = useLiveLocked()
  const serving = (name: ExchangeName) =>
    !paperOnly && name !== 'paper' && venueMarkets[name].includes(market)
  const views =
    list.status === 'done' ? list.data.exchanges.filter((v) => serving(v.exchange_name)) : []

  const reason = list.status === 'error' ? errorText(i18n, list.error) : ''
  const chosen = views.find((view) => view.exchange_name === value)
  const unusable = value !== 'paper' && list.status === 'done' && chosen?.status !== 'connected'
  // Without a subscription a connected venue is listed with the others, with the way to get one.
  const choosable = (view: ExchangeConnectionView) => view.status === 'connected' && !locked
  const subscriptionHref = withLocale('/subscription', locale)
  const statusText: Record<ConnectionStatus, string> = {
    connected: t`Connected`,
    disabled: t`Disabled`,
    invalid: t`Key error`,
    withdrawal_enabled: t`Key refused`,
  }
  const problem: Record<Exclude<ConnectionStatus, 'connected'>, string> = {
    disabled: t`You disabled this connection. Connect it again to trade here.`,
    invalid: t`The exchange no longer accepts this key. Update the key to trade here.`,
    withdrawal_enabled: t`This key may withdraw funds, so it is refused. Use a key that can only trade.`,
  }

  const fixLink = (view: ExchangeConnectionView) => {
    const name = view.exchange_name as keyof typeof venueName
    const keyProblem = view.status === 'invalid' || view.status === 'withdrawal_enabled'
    const href = withLocale(`/api/${keyProblem ? 'update' : 'connect'}/${name}`, locale)
    return (
      <Link href={href} variant="standalone">
        {keyProblem ? t`Update the ${venueName[name]} key` : t`Connect ${venueName[name]}`}
      </Link>
    )
  }

  return (
    <div className={styles.stack}>
      <RadioGroup
        label={t`Exchange`}
        value={value}
        onChange={(next) => onChange(next as ExchangeName)}
      >
        <Radio
          value="paper"
          description={
            paperOnly
              ? t`This strategy runs on Paper only for now: it cannot trade on a connected exchange yet.`
              : t`Try the bot with the demo balance; no real orders are sent.`
          }
        >
          <span className={styles.venue}>
            {t`Paper`} <Badge variant="info" size="sm">{t`Paper — simulated funds`}</Badge>
          </span>
        </Radio>
        {views.filter(choosable).map((view) => (
          <Radio
            key={view.exchange_name}
            value={view.exchange_name}
            description={view.masked_key ? t`Key ${view.masked_key}` : undefined}
          >
            <span className={styles.venue}>
              {venueName[view.exchange_name as keyof typeof venueName]}
              <Badge variant="positive" size="sm">
                {statusText.connected}
              </Badge>
            </span>
          </Radio>
        ))}
      </RadioGroup>

      {list.status === 'loading' ? (
        <SkeletonGroup label={t`Loading your exchanges`}>
          <Skeleton lines={2} />
        </SkeletonGroup>
      ) : null}
      {list.status === 'error' ? (
        <div className={styles.notice} role="alert">
          <p>
            <Trans>Your exchanges could not be loaded: {reason}</Trans>
          </p>
          <Button variant="secondary" size="sm" onPress={retry}>
            {t`Retry`}
          </Button>
        </div>
      ) : null}

      {value !== 'paper' && locked ? (
        <div className={styles.notice} role="alert">
          <p>{t`Bots on a connected exchange need an active subscription. Choose Paper, or get a subscription first.`}</p>
          <Link href={subscriptionHref} variant="standalone">
            {t`Get a subscription`}
          </Link>
        </div>
      ) : unusable ? (
        <p className={styles.notice} role="alert">
          {t`The chosen exchange cannot take orders now. Choose Paper or a connected exchange.`}
        </p>
      ) : null}

      {views.some((view) => !choosable(view)) ? (
        <ul className={styles.venues} aria-label={t`Other exchanges for this market`}>
          {views
            .filter((view) => !choosable(view))
            .map((view) => (
              <li key={view.exchange_name} className={styles.venueRow}>
                <span className={styles.venue}>
                  {venueName[view.exchange_name as keyof typeof venueName]}
                  {view.status === 'connected' ? (
                    <Badge variant="warning" size="sm">
                      {t`Needs an active subscription`}
                    </Badge>
                  ) : (
                    <Badge
                      variant={
                        !view.status
                          ? 'neutral'
                          : view.status === 'disabled'
                            ? 'warning'
                            : 'negative'
                      }
                      size="sm"
                    >
                      {view.status ? statusText[view.status] : t`Not connected`}
                    </Badge>
                  )}
                </span>
                {view.status === 'connected' ? (
                  <>
                    <span className={styles.hint}>
                      {t`Connected. Bots here start once your subscription is active; Paper stays free.`}
                    </span>
                    <Link href={subscriptionHref} variant="standalone">
                      {t`Get a subscription`}
                    </Link>
                  </>
                ) : (
                  <>
                    {view.status ? (
                      <span className={styles.hint}>{problem[view.status]}</span>
                    ) : null}
                    {fixLink(view)}
                  </>
                )}
              </li>
            ))}
        </ul>
      ) : null}
    </div>
  )
}
