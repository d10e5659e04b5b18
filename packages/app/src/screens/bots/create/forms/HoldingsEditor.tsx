import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Plus, Trash2 } from 'lucide-react'
import { Button, Meter, NumberField, Select, SelectItem, Skeleton, useFormatter } from '@atb/ui'
import { useRangeHint } from './FuturesAmountField'
import { useFieldLabel } from './ManualLabels'
import type { RebalanceBinding, RebalanceValues } from './RebalanceForm'
import { useBasketCoins } from './RebalanceData'
import {
  evenSplit,
  holdingsSum,
  keptTriggers,
  MAX_HOLDINGS,
  MIN_TARGET_PERCENT,
  nextCoin,
  rebalanceRanges,
  type HoldingRow,
} from './rebalanceMath'
import styles from './Rebalance.module.css'

/**
 * The basket: coins with their target percents, a live total that must reach exactly 100 and
 * the contract's messages per row (`holding[1].target_percent`) and for the sum (`holding`).
 */
export function HoldingsEditor({ form, coins }: { form: RebalanceBinding; coins?: string[] }) {
  const { t } = useLingui()
  const f = useFormatter()
  const label = useFieldLabel()
  const hint = useRangeHint()
  const [available, retry] = useBasketCoins(coins)
  const statusId = useId()
  const values = form.context?.values
  const rows = (values?.holding ?? []) as HoldingRow[]
  const sum = holdingsSum(rows)
  const save = (next: HoldingRow[]) => {
    form.change('holding', next as RebalanceValues['holding'])
    // `remaining` is the contract's total of the targets, which must be exactly 100.
    form.change('remaining', holdingsSum(next))
    if (values?.trigger_prices)
      form.change(
        'trigger_prices',
        keptTriggers(next, values.trigger_prices) as RebalanceValues['trigger_prices'],
      )
    form.send({ type: 'form.blur', field: 'holding' })
  }
  const list = available.status === 'done' ? available.data : []
  const add = () => {
    const coin = nextCoin(list, rows)
    const left = Math.round((100 - sum) * 1e6) / 1e6
    save([
      ...rows,
      { coin_base_asset: coin, ...(left >= MIN_TARGET_PERCENT ? { target_percent: left } : {}) },
    ])
  }
  const split = () =>
    save(rows.map((row, i) => ({ ...row, target_percent: evenSplit(rows.length)[i] })))
  const sumError = form.errorAt('holding')
  const status =
    sum === 100
      ? t`Every percent is assigned.`
      : sum < 100
        ? t`${f.number(100 - sum)} % left to assign.`
        : t`${f.number(sum - 100)} % too much.`

  return (
    <fieldset className={styles.holdings} aria-describedby={statusId}>
      <legend className={styles.legend}>{label('holding')}</legend>
      {rows.length === 0 ? (
        <p
          className={styles.muted}
        >{t`Add the coins the bot holds, each with its share of the basket.`}</p>
      ) : null}
      {rows.map((row, i) => {
        const n = i + 1
        const coin = row.coin_base_asset
        const taken = new Set(rows.filter((_, j) => j !== i).map((r) => r.coin_base_asset))
        const choices = list.filter((c) => !taken.has(c) || c === coin)
        if (coin && !choices.includes(coin)) choices.unshift(coin)
        const update = (patch: HoldingRow) =>
          save(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)))
        return (
          <div key={i} role="group" aria-label={t`Holding ${n}`} className={styles.holding}>
            <Select
              label={label('coin_base_asset')}
              selectedKey={coin ?? null}
              onSelectionChange={(key) => update({ coin_base_asset: String(key) })}
              errorMessage={form.errorAt(`holding[${i}].coin_base_asset`)}
              isInvalid={Boolean(form.errorAt(`holding[${i}].coin_base_asset`))}
            >
              {choices.map((c) => (
                <SelectItem key={c} id={c}>
                  {c}
                </SelectItem>
              ))}
            </Select>
            <NumberField
              label={label('target_percent')}
              description={hint(rebalanceRanges().target_percent)}
              value={row.target_percent ?? NaN}
              onChange={(value) =>
                update({ target_percent: Number.isNaN(value) ? undefined : value })
              }
              errorMessage={form.errorAt(`holding[${i}].target_percent`)}
              isInvalid={Boolean(form.errorAt(`holding[${i}].target_percent`))}
              unit="%"
              hideStepper
            />
            <Button
              variant="ghost"
              size="sm"
              icon={<Trash2 size={16} aria-hidden />}
              aria-label={t`Remove ${coin ?? n}`}
              onPress={() => save(rows.filter((_, j) => j !== i))}
            />
          </div>
        )
      })}
      <div className={styles.actions}>
        {available.status === 'loading' ? (
          <Skeleton shape="rect" width="8rem" height="2rem" />
        ) : available.status === 'error' ? (
          <Button variant="secondary" size="sm" onPress={retry}>
            {t`Could not load the coins. Retry`}
          </Button>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            icon={<Plus size={16} aria-hidden />}
            isDisabled={rows.length >= MAX_HOLDINGS || !nextCoin(list, rows)}
            onPress={add}
          >
            {t`Add a coin`}
          </Button>
        )}
        <Button variant="ghost" size="sm" isDisabled={rows.length === 0} onPress={split}>
          {t`Split evenly`}
        </Button>
      </div>
      <Meter
        label={t`Total`}
        value={Math.min(sum, 100)}
        valueLabel={t`${f.number(sum)} of ${f.number(100)} %`}
        warningAt={101}
        dangerAt={101}
      />
      <p id={statusId} className={styles.muted}>
        {status}
      </p>
      {sumError ? <p className={styles.error}>{sumError}</p> : null}
    </fieldset>
  )
}
