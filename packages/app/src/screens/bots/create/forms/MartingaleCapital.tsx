import { useLingui } from '@lingui/react/macro'
import { Meter, useFormatter } from '@atb/ui'
import styles from './martingale.module.css'

export interface CapitalCheckProps {
  /** Quote the config commits at worst, fee reserve included. */
  needed: number
  /** The asset it is paid in. */
  quote: string
  /** Free balance of `quote` on the venue; undefined while it loads. */
  balance: number | undefined
  /** The fee reserve included in `needed`, in percent. */
  feeReservePercent: number
  /** What `needed` is called, e.g. "Capital needed at worst". */
  neededLabel: string
}

/** The capital a config commits against the free balance, with a warning when it falls short. */
export function CapitalCheck({
  needed,
  quote,
  balance,
  feeReservePercent,
  neededLabel,
}: CapitalCheckProps) {
  const { t } = useLingui()
  const f = useFormatter()
  const short = balance !== undefined && needed > balance
  return (
    <div className={styles.section}>
      <dl className={styles.summary}>
        <div className={styles.summaryLine}>
          <dt>{neededLabel}</dt>
          <dd>{f.money(needed, quote)}</dd>
        </div>
        <div className={styles.summaryLine}>
          <dt>{t`Available balance`}</dt>
          <dd>{balance === undefined ? t`Loading…` : f.money(balance, quote)}</dd>
        </div>
      </dl>
      <p className={styles.muted}>
        {t`Includes ${f.percent(feeReservePercent)} for trading fees.`}
      </p>
      {balance !== undefined && balance > 0 ? (
        <Meter
          label={t`Share of your ${quote} balance`}
          value={Math.min(needed, balance)}
          maxValue={balance}
          valueLabel={f.percent((needed / balance) * 100)}
        />
      ) : null}
      {short ? (
        <p className={styles.warning} role="alert">
          {t`Not enough ${quote}: the worst case needs ${f.money(needed - balance, quote)} more than your available balance.`}
        </p>
      ) : null}
    </div>
  )
}
