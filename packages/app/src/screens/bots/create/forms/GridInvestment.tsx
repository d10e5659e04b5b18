import { useLingui } from '@lingui/react/macro'
import { Disclosure, NumberField, Switch, useFormatter } from '@atb/ui'
import { GRID_AMOUNT, gridMinInvestment } from '@atb/contract'
import type { GridBinding } from './GridForm'
import type { GridSync } from './useGridSync'
import { gridShapeOf } from './gridMath'
import styles from './grid.module.css'

const AMOUNT_FORMAT = { maximumFractionDigits: 2 }

/**
 * The grid's money (decision 089): the total investment is the field, the amount per grid is
 * derived from it and shown, and stays settable under Advanced (which then sets the total).
 * Editing a running bot sets the amount per grid itself, as the bot stores it.
 */
export function GridInvestment({
  form,
  sync,
  quote,
  editing,
}: {
  form: GridBinding
  sync: GridSync
  quote: string
  editing: boolean
}) {
  const { t } = useLingui()
  const f = useFormatter()
  const values = form.context?.values
  const range = t`${f.number(GRID_AMOUNT.min)} to ${f.number(GRID_AMOUNT.max)} ${quote}`
  const perGridField = form.number('coin_per_grid')
  const perGrid = values?.coin_per_grid
  const shape = values ? gridShapeOf(values) : null
  const min = shape ? Number(gridMinInvestment(shape, sync.lot)) : undefined
  const perGridText =
    typeof perGrid === 'number' && shape
      ? t`${f.money(perGrid, quote)} per grid over ${f.number(shape.number_of_grid)} grids`
      : null
  const totalHint = [
    perGridText,
    min === undefined ? null : t`At least ${f.money(min, quote)}`,
  ].filter(Boolean)
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>{t`Investment`}</legend>
      {editing ? (
        <NumberField
          {...perGridField}
          hideStepper
          label={t`Amount per grid`}
          description={range}
          unit={quote}
          formatOptions={AMOUNT_FORMAT}
        />
      ) : (
        <>
          <NumberField
            {...form.number('total_investment')}
            onChange={sync.changeTotal}
            hideStepper
            label={t`Total investment`}
            description={
              totalHint.length > 0
                ? totalHint.join(' · ')
                : t`Enter the range and the number of grids to see the amount per grid.`
            }
            unit={quote}
            formatOptions={AMOUNT_FORMAT}
          />
          <Disclosure
            title={t`Advanced`}
            summary={typeof perGrid === 'number' ? t`${f.money(perGrid, quote)} per grid` : null}
          >
            <NumberField
              {...perGridField}
              onChange={sync.changePerGrid}
              hideStepper
              label={t`Amount per grid`}
              description={t`${range}; setting it sets the total investment.`}
              unit={quote}
              formatOptions={AMOUNT_FORMAT}
            />
          </Disclosure>
        </>
      )}
      <NumberField
        {...form.number('risk_rate')}
        label={t`Risk rate`}
        description={t`Optional`}
        formatOptions={{ maximumFractionDigits: 4 }}
      />
      <Switch {...form.checkbox('is_recurring')}>{t`Recurring`}</Switch>
      <Switch {...form.checkbox('is_covering')}>{t`Covering`}</Switch>
    </fieldset>
  )
}
