import { useState } from 'react'
import { useLocation } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, ConfirmDialog, Link, Modal, useFormatter } from '@atb/ui'
import {
  marketTitles,
  strategyCatalogue,
  type ConfigurableKind,
  type ExchangeName,
  type Market,
} from '@atb/contract'
import type { ReviewBacktest as Review } from '@atb/machines'
import type { KindSetup, SetupEnv, SetupValues } from './setup/types'
import { exchangeTitles } from './exchangeName'
import { ReviewBacktest } from './parts/ReviewBacktest'
import type { BacktestRun } from './parts/useBacktest'
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
  /** The last backtest, when it ran these values, or why there is none. */
  backtest: Review
  /** A backtest run from the review finished. */
  onBacktested: (run: BacktestRun) => void
  /** Why the last Create did not go through (no answer from the server), translated. */
  error: string | null
  creating: boolean
  onBack: () => void
  /** Create; `agreeRisk` when the review's confirmation gave the risk agreement. */
  onCreate: (agreeRisk?: boolean) => void
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
  // A quick start's values come without the setup form's risk agreement: Create asks for it once.
  const [asking, setAsking] = useState(false)
  const agreed = (values as { agree_risk?: boolean }).agree_risk === true
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
      <ReviewBacktest
        kind={kind}
        symbol={symbol}
        values={values}
        review={props.backtest}
        onResult={props.onBacktested}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={props.onBack} isDisabled={creating}>
          {t`Back to setup`}
        </Button>
        <Button
          onPress={() => (agreed ? props.onCreate() : setAsking(true))}
          isPending={creating}
          isDisabled={locked}
        >
          {t`Create bot`}
        </Button>
      </div>
      <Modal size="sm" isOpen={asking} onOpenChange={setAsking}>
        <ConfirmDialog
          title={t`Create this bot?`}
          confirmLabel={t`I understand, create`}
          variant="primary"
          onConfirm={() => props.onCreate(true)}
        >
          {exchange === 'paper'
            ? t`It trades on Paper with simulated funds at live prices. Creating it confirms that you understand that trading is risky and that you may lose money.`
            : t`It trades on ${venue} with real funds. Creating it confirms that you understand that trading is risky and that you may lose money.`}
        </ConfirmDialog>
      </Modal>
    </section>
  )
}
