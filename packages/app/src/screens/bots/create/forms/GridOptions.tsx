import { useLingui } from '@lingui/react/macro'
import { NumberField, Switch } from '@atb/ui'
import type { GridBinding } from './GridForm'
import styles from './grid.module.css'

/**
 * Take profit and stop loss, each behind its switch: the value appears, and is checked, only
 * while the switch is on (the schema drops it when off).
 */
export function GridOptions({ form, quote }: { form: GridBinding; quote: string }) {
  const { t } = useLingui()
  const values = form.context?.values
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>{t`Take profit and stop loss`}</legend>
      <div className={styles.option}>
        <Switch {...form.checkbox('enable_option_profit_times')}>
          {t`Take profit after a number of rounds`}
        </Switch>
        {values?.enable_option_profit_times ? (
          <NumberField
            {...form.number('option_profit_times')}
            label={t`Take profit times`}
            description={t`Completed buy and sell rounds, more than 0`}
          />
        ) : null}
      </div>
      <div className={styles.option}>
        <Switch {...form.checkbox('enable_option_earning')}>{t`Take profit at an earning`}</Switch>
        {values?.enable_option_earning ? (
          <NumberField
            {...form.number('option_earning')}
            hideStepper
            label={t`Take profit earning`}
            description={t`More than 0 ${quote}`}
            unit={quote}
            formatOptions={{ maximumFractionDigits: 2 }}
          />
        ) : null}
      </div>
      <div className={styles.option}>
        <Switch {...form.checkbox('enable_option_stop_loss')}>{t`Stop loss by price`}</Switch>
        {values?.enable_option_stop_loss ? (
          <NumberField
            {...form.number('option_stop_loss')}
            hideStepper
            label={t`Stop loss`}
            description={t`Below the last price`}
            unit={quote}
            formatOptions={{ maximumFractionDigits: 8 }}
          />
        ) : null}
      </div>
      <div className={styles.option}>
        <Switch {...form.checkbox('enable_option_stop_loss_percent')}>
          {t`Stop loss by percent`}
        </Switch>
        {values?.enable_option_stop_loss_percent ? (
          <NumberField
            {...form.number('option_stop_loss_percent')}
            label={t`Stop loss percent`}
            description={t`1 to 100 %`}
            unit="%"
            formatOptions={{ maximumFractionDigits: 2 }}
          />
        ) : null}
      </div>
    </fieldset>
  )
}
