import { useLocation } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Link, useFormatter } from '@atb/ui'
import {
  marketTitles,
  strategyCatalogue,
  type ConfigurableKind,
  type ExchangeName,
  type Market,
} from '@atb/contract'
import type { KindSetup, SetupEnv, SetupValues } from './setup/types'
import { exchangeTitles } from './exchangeName'
import { needsSubscription, useLiveLocked } from './parts/subscriptionGate'
import { splitLocale, withLocale } from '../../../router/locale'
import styles from './create.module.css'

export interface ReviewStepProps {
  kind: ConfigurableKind
  market: Market
  exchange: ExchangeName
  /** The pair (engine symbol); null for kinds that take their coins from the form. */
  symbol: string | null
  setup: KindSetup
  env: SetupEnv
  /** The setup values that passed the form's checks. */
  values: SetupValues<ConfigurableKind>
  /** Why the last Create did not go through (no answer from the server), translated. */
  error: string | null
  creating: boolean
  onBack: () => void
  onCreate: () => void
}

/** The review before Create: the config in words, the venue (Paper marked) and the capital. */
export function ReviewStep(props: ReviewStepProps) {
  const { kind, market, exchange, symbol, setup, env, values, error, creating } = props
  const { t, i18n } = useLingui()
  const f = useFormatter()
  const lines = setup.useReview(values, env)
  const capital = setup.capital(values, env)
  const entry = strategyCatalogue.find((s) => s.kind === kind)
  const { locale } = splitLocale(useLocation().pathname)
  // Decision 066: the server would refuse it; say so before Create, with the way out.
  const locked = useLiveLocked() && needsSubscription(exchange)
  const venue = i18n._(exchangeTitles[exchange])
  const committed = capital
    ? Object.entries(capital)
        .map(([asset, amount]) => f.money(amount, asset))
        .join(' + ')
    : t`Shown once the pair’s price is known`
  return (
    <section className={styles.step} aria-labelledby="wizard-step-title">
      <h2 id="wizard-step-title" className={styles.heading}>
        {t`Review your bot`}
      </h2>
      {locked ? (
        <div className={styles.alert} role="alert">
          <p>{t`This bot trades on ${venue} with real funds, which needs an active subscription. Get one, or go back and choose Paper: it stays free.`}</p>
          <Link href={withLocale('/subscription', locale)} variant="standalone">
            {t`Get a subscription`}
          </Link>
        </div>
      ) : error ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
      <Card title={t`Summary`} headingLevel={3}>
        <dl className={styles.lines}>
          <dt>{t`Strategy`}</dt>
          <dd>{entry ? i18n._(entry.title) : kind}</dd>
          <dt>{t`Market`}</dt>
          <dd>{i18n._(marketTitles[market])}</dd>
          {symbol ? (
            <>
              <dt>{t`Pair`}</dt>
              <dd>{symbol}</dd>
            </>
          ) : null}
          <dt>{t`Exchange`}</dt>
          <dd className={styles.exchange}>
            <span>{venue}</span>
            {exchange === 'paper' ? (
              <Badge variant="info">{t`Paper — simulated funds`}</Badge>
            ) : (
              <Badge variant="warning">{t`Live — real funds`}</Badge>
            )}
          </dd>
          <dt>{t`Capital committed`}</dt>
          <dd>{committed}</dd>
        </dl>
      </Card>
      <Card title={t`Settings`} headingLevel={3}>
        <dl className={styles.lines}>
          {lines.map((line) => (
            <div key={line.label} className={styles.line}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <div className={styles.actions}>
        <Button variant="secondary" onPress={props.onBack} isDisabled={creating}>
          {t`Back to setup`}
        </Button>
        <Button onPress={props.onCreate} isPending={creating} isDisabled={locked}>
          {t`Create bot`}
        </Button>
      </div>
    </section>
  )
}
