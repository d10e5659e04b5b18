import { useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, useFormatter } from '@atb/ui'
import {
  marketTitles,
  strategyCatalogue,
  type ConfigurableKind,
  type ExchangeName,
  type Market,
} from '@atb/contract'
import type { KindSetup, SetupEnv, SetupValues } from './setup/types'
import { exchangeTitles } from './exchangeName'
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
      {error ? (
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
            <span>{i18n._(exchangeTitles[exchange])}</span>
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
        <Button onPress={props.onCreate} isPending={creating}>
          {t`Create bot`}
        </Button>
      </div>
    </section>
  )
}
