import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import {
  REBALANCE_PERIODS_MIN,
  REBALANCE_THRESHOLDS_PCT,
  rebalanceConditions,
  type RebalanceCondition,
} from '@atb/contract'
import {
  NumberField,
  Segment,
  SegmentedControl,
  Select,
  SelectItem,
  Switch,
  useFormatter,
} from '@atb/ui'
import { useRangeHint } from './FuturesAmountField'
import { useFieldLabel } from './ManualLabels'
import type { RebalanceBinding, RebalanceValues } from './RebalanceForm'
import { rebalanceRanges, withTrigger, type HoldingRow } from './rebalanceMath'
import styles from './Rebalance.module.css'

type Period = (typeof REBALANCE_PERIODS_MIN)[number]
type Threshold = (typeof REBALANCE_THRESHOLDS_PCT)[number]

/** The periods in words: "30 minutes", "4 hours", "1 day". */
export function usePeriodName() {
  const { t } = useLingui()
  return (minutes: number) =>
    minutes % 1440 === 0
      ? t`${minutes / 1440} day`
      : minutes % 60 === 0
        ? minutes === 60
          ? t`1 hour`
          : t`${minutes / 60} hours`
        : t`${minutes} minutes`
}

/** When the bot rebalances (every period or past a drift), trigger prices and the stop trigger. */
export function RebalanceOptions({
  form,
  prices,
}: {
  form: RebalanceBinding
  prices: Readonly<Record<string, number>>
}) {
  const { t } = useLingui()
  const f = useFormatter()
  const label = useFieldLabel()
  const hint = useRangeHint()
  const period = usePeriodName()
  const conditionId = useId()
  const ranges = rebalanceRanges()
  const values = form.context?.values
  const condition = values?.automatic_rebalance_condition
  const rows = (values?.holding ?? []) as HoldingRow[]
  const pick = <K extends 'advanced_config_period' | 'advanced_config_threshold'>(
    field: K,
    value: RebalanceValues[K],
  ) => {
    form.change(field, value)
    form.send({ type: 'form.blur', field })
  }
  const stop = values?.stop_trigger as
    Partial<NonNullable<RebalanceValues['stop_trigger']>> | undefined
  const setStop = (patch: Partial<NonNullable<RebalanceValues['stop_trigger']>>) =>
    form.change('stop_trigger', { ...stop, ...patch } as RebalanceValues['stop_trigger'])
  const triggers = values?.trigger_prices ?? []

  return (
    <div className={styles.options}>
      <div className={styles.group}>
        <span id={conditionId} className={styles.legend}>
          {label('automatic_rebalance_condition')}
        </span>
        <SegmentedControl
          aria-labelledby={conditionId}
          fullWidth
          selectedKey={condition ?? 'periodic'}
          onSelectionChange={(key) => {
            form.change('automatic_rebalance_condition', key as RebalanceCondition)
            form.send({ type: 'form.blur', field: 'automatic_rebalance_condition' })
          }}
        >
          {rebalanceConditions.map((c) => (
            <Segment key={c} id={c}>
              {c === 'periodic' ? t`Periodic` : t`Threshold`}
            </Segment>
          ))}
        </SegmentedControl>
      </div>
      {condition === 'threshold' ? (
        <Select
          label={label('advanced_config_threshold')}
          description={t`Rebalances when a coin's weight drifts this far from its target`}
          selectedKey={values?.advanced_config_threshold ?? null}
          onSelectionChange={(key) => pick('advanced_config_threshold', Number(key) as Threshold)}
          errorMessage={form.errorOf('advanced_config_threshold')}
          isInvalid={Boolean(form.errorOf('advanced_config_threshold'))}
        >
          {REBALANCE_THRESHOLDS_PCT.map((pct) => (
            <SelectItem key={pct} id={pct}>
              {f.percent(pct)}
            </SelectItem>
          ))}
        </Select>
      ) : (
        <Select
          label={label('advanced_config_period')}
          description={t`How often the bot rebalances to the targets`}
          selectedKey={values?.advanced_config_period ?? null}
          onSelectionChange={(key) => pick('advanced_config_period', Number(key) as Period)}
          errorMessage={form.errorOf('advanced_config_period')}
          isInvalid={Boolean(form.errorOf('advanced_config_period'))}
        >
          {REBALANCE_PERIODS_MIN.map((minutes) => (
            <SelectItem key={minutes} id={minutes}>
              {period(minutes)}
            </SelectItem>
          ))}
        </Select>
      )}
      <Switch
        {...form.checkbox('enable_option_tigger_price')}
        description={t`Buys a coin only once its price reaches the trigger; coins without one are bought at once.`}
      >
        {label('trigger_price')}
      </Switch>
      {values?.enable_option_tigger_price ? (
        <div className={styles.fields}>
          {rows.flatMap((row) => {
            const coin = row.coin_base_asset
            if (!coin) return []
            const index = triggers.findIndex((x) => x.coin_base_asset === coin)
            const last = prices[coin]
            const error = index < 0 ? undefined : form.errorAt(`trigger_prices[${index}].price`)
            return [
              <NumberField
                key={coin}
                label={t`${coin}: ${label('trigger_price')}`}
                description={last ? t`Last price ${f.price(last)} USDT` : undefined}
                value={index < 0 ? NaN : (triggers[index]?.price ?? NaN)}
                onChange={(price) => {
                  const next = withTrigger(
                    rows,
                    triggers,
                    coin,
                    Number.isNaN(price) ? undefined : price,
                  )
                  form.change('trigger_prices', next as RebalanceValues['trigger_prices'])
                  form.send({ type: 'form.blur', field: 'trigger_prices' })
                }}
                errorMessage={error}
                isInvalid={Boolean(error)}
                unit="USDT"
                hideStepper
              />,
            ]
          })}
        </div>
      ) : null}
      <Switch
        {...form.checkbox('enable_option_stop_tigger')}
        description={t`Sells every coin and stops once the basket falls or rises this much from the initial amount.`}
      >
        {t`Stop trigger`}
      </Switch>
      {values?.enable_option_stop_tigger ? (
        <div className={styles.fields}>
          {(['stop_loss_ratio', 'take_profit_ratio'] as const).map((name) => (
            <NumberField
              key={name}
              label={label(name)}
              description={hint(ranges[name])}
              value={stop?.[name] ?? NaN}
              onChange={(value) => setStop({ [name]: Number.isNaN(value) ? undefined : value })}
              onBlur={() => form.send({ type: 'form.blur', field: 'stop_trigger' })}
              errorMessage={form.errorAt(`stop_trigger.${name}`)}
              isInvalid={Boolean(form.errorAt(`stop_trigger.${name}`))}
              unit="%"
              hideStepper
            />
          ))}
        </div>
      ) : null}
    </div>
  )
}
