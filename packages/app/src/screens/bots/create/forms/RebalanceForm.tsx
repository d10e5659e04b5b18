import { useLingui } from '@lingui/react/macro'
import type { RebalanceBotConfig } from '@atb/contract'
import { NumberField } from '@atb/ui'
import type { FormBinding } from '../../../account/useFormBinding'
import { useRangeHint } from './FuturesAmountField'
import { HoldingsEditor } from './HoldingsEditor'
import { useFieldLabel } from './ManualLabels'
import { useBasketPrices } from './RebalanceData'
import { RebalanceOptions } from './RebalanceOptions'
import { RebalancePreview } from './RebalancePreview'
import { rebalanceRanges, tickerSymbols, type HoldingRow } from './rebalanceMath'
import styles from './Rebalance.module.css'

/**
 * The rebalance form's values. `SetupValues<K>` widens to every kind's values (the seam's
 * `botSetupSchema<K>` return type), so the form spells its own: the config plus the agreement.
 */
export type RebalanceValues = RebalanceBotConfig & { agree_risk: boolean }
export type RebalanceBinding = FormBinding<RebalanceValues>

export interface RebalanceFormProps {
  form: RebalanceBinding
  /** The coins to choose from; loaded from the market's USDT symbols when absent. */
  coins?: string[]
  /** Last prices by coin; loaded from the market's tickers when absent. */
  prices?: Record<string, number>
}

/** The rebalance bot: a basket of coins with target shares, when it rebalances and when it stops. */
export function RebalanceForm({ form, coins, prices }: RebalanceFormProps) {
  const { t } = useLingui()
  const label = useFieldLabel()
  const hint = useRangeHint()
  const values = form.context?.values
  const rows = (values?.holding ?? []) as HoldingRow[]
  const last = useBasketPrices(tickerSymbols(rows), prices)
  return (
    <div className={styles.form}>
      <HoldingsEditor form={form} {...(coins ? { coins } : {})} />
      <NumberField
        label={label('initial_amount')}
        description={[hint(rebalanceRanges().initial_amount), t`Split between the coins by target`]
          .filter(Boolean)
          .join(' · ')}
        unit="USDT"
        hideStepper
        {...form.number('initial_amount')}
      />
      <RebalancePreview rows={rows} initialAmount={values?.initial_amount} prices={last} />
      <RebalanceOptions form={form} prices={last} />
    </div>
  )
}
