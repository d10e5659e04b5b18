import { useLingui } from '@lingui/react/macro'
import type { SetupEnv } from '../setup/types'
import type { ManualValues } from './ManualForm'
import { quoteOf, usePairPrice } from './ManualPair'
import { exitPrices, type TypedAmountValue } from './manualMath'
import styles from './Manual.module.css'

/** Where the take profit and stop loss would sit if the bot opened at the last price now. */
export function ManualExits({
  values,
  env,
}: {
  values: Partial<ManualValues> | undefined
  env: SetupEnv
}) {
  const { t } = useLingui()
  const price = usePairPrice(env)
  const exits = exitPrices({
    side: env.kind === 'spot_manual' ? 'BUY' : values?.side,
    coinInitial: values?.coinInitial as TypedAmountValue | undefined,
    takeProfit: values?.takeProfit as TypedAmountValue | undefined,
    stopLoss: values?.stopLoss as TypedAmountValue | undefined,
    lastPrice: env.lastPrice,
  })
  if (env.lastPrice === undefined)
    return <p className={styles.muted}>{t`Waiting for the pair's last price…`}</p>
  const quote = quoteOf(env)
  return (
    <section className={styles.exits} aria-label={t`Exit prices`}>
      <p className={styles.muted}>
        {t`If the bot opened now at ${price(env.lastPrice)} ${quote}:`}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t`Take profit at`}</dt>
          <dd>{exits?.takeProfit === undefined ? '—' : price(exits.takeProfit)}</dd>
        </div>
        <div>
          <dt>{t`Stop loss at`}</dt>
          <dd>
            {exits?.stopLoss === undefined
              ? '—'
              : exits.stopLoss <= 0
                ? t`never (below zero)`
                : price(exits.stopLoss)}
          </dd>
        </div>
      </dl>
    </section>
  )
}
