import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Plus, Trash2 } from 'lucide-react'
import {
  CONFIG_LIST_MAX,
  botLabels as L,
  coverageUnits,
  type CoverageStep,
  type CoverageUnit,
} from '@atb/contract'
import { Button, NumberField, Select, SelectItem, VisuallyHidden, useFormatter } from '@atb/ui'
import type { KindFormProps } from '../setup/types'
import { useFieldLabel } from './MartingaleLabels'
import styles from './martingale.module.css'

type Row = Partial<CoverageStep>

/** A new step repeats the last one, or drops 2 % and doubles the order. */
const nextStep = (rows: Row[]): Row => {
  const last = rows.at(-1)
  return last
    ? {
        price_unit: last.price_unit,
        price_drop: last.price_drop,
        multiply_unit: last.multiply_unit,
        multiply: last.multiply,
      }
    : { price_unit: 'DYNAMIC', price_drop: 2, multiply_unit: 'DYNAMIC', multiply: 2 }
}

const isUnit = (key: unknown): key is CoverageUnit => coverageUnits.includes(key as CoverageUnit)

/**
 * The coverage (averaging-down) steps: one row each, with the price drop that triggers it and the
 * amount it buys, each in its unit. Errors show per row, by path (`coverage[1].price_drop`).
 */
export function CoverageEditor({
  form,
  quote,
}: Pick<KindFormProps<'spot_martingale'>, 'form'> & { quote: string }) {
  const { t } = useLingui()
  const f = useFormatter()
  const label = useFieldLabel()
  const id = useId()
  const addId = `${id}-add`
  const rows = (form.context?.values.coverage ?? []) as Row[]
  // A dynamic price drop is a percent, a dynamic multiply a factor of the previous order.
  const unitsOf = (dynamic: string) =>
    coverageUnits.map((unit) => ({
      id: unit,
      name: { DYNAMIC: dynamic, STATIC: t`Static`, FORCE_BUY: t`Force buy` }[unit],
    }))
  const priceUnits = unitsOf(t`Dynamic %`)
  const multiplyUnits = unitsOf(t`Dynamic ×`)

  const touch = () => form.send({ type: 'form.blur', field: 'coverage' })
  const set = (next: Row[]) => form.change('coverage', next as CoverageStep[])
  const edit = (index: number, patch: Row) =>
    set(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)))
  const add = () => set([...rows, nextStep(rows)])
  const remove = (index: number) => {
    set(rows.filter((_, i) => i !== index))
    touch()
    // The pressed button is gone; keep the keyboard user in the editor.
    requestAnimationFrame(() => document.getElementById(addId)?.focus())
  }
  // A force buy ignores the price drop; the schema still wants a number, so it holds 0.
  const setPriceUnit = (index: number, unit: CoverageUnit, row: Row) =>
    edit(index, {
      price_unit: unit,
      price_drop:
        unit === 'FORCE_BUY' ? 0 : row.price_unit === 'FORCE_BUY' ? undefined : row.price_drop,
    })

  const dropHint = (unit: unknown) =>
    unit === 'STATIC'
      ? t`Price distance below the last buy, in ${quote}`
      : t`Percent below the last buy, ${f.number(1)} to ${f.number(100)}`
  const multiplyHint = (unit: unknown) =>
    unit === 'STATIC'
      ? t`The order amount in ${quote}`
      : unit === 'FORCE_BUY'
        ? t`Times the first order`
        : t`Times the previous order, ${f.number(1)} to ${f.number(1000)}`
  const numberValue = (value: unknown) => (typeof value === 'number' ? value : NaN)
  const numberOrUndefined = (value: number) => (Number.isNaN(value) ? undefined : value)

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.heading}>{t`Coverage steps`}</h3>
      <p className={styles.muted}>
        {t`Each step buys again when the price falls below the last buy, to lower the average price.`}
      </p>
      {rows.length === 0 ? (
        <p className={styles.muted}>
          {t`No coverage steps: the bot buys once and waits for the take profit.`}
        </p>
      ) : (
        <ol className={styles.steps}>
          {rows.map((row, index) => {
            const n = index + 1
            const at = (field: keyof CoverageStep) => form.errorAt(`coverage[${index}].${field}`)
            // Seen: "Price drop"; heard: "Price drop, step 2", so each row's fields have their own names.
            const rowLabel = (text: string) => (
              <>
                <span aria-hidden>{text}</span>
                <VisuallyHidden>{t`${text}, step ${f.number(n)}`}</VisuallyHidden>
              </>
            )
            const dropError = at('price_drop')
            const multiplyError = at('multiply')
            return (
              <li key={index} className={styles.step}>
                <div className={styles.stepHeader}>
                  <h4 className={styles.stepTitle}>{t`Step ${f.number(n)}`}</h4>
                  <Button
                    variant="ghost"
                    size="sm"
                    icon={<Trash2 size={16} aria-hidden />}
                    aria-label={t`Remove step ${f.number(n)}`}
                    onPress={() => remove(index)}
                    isDisabled={form.isSubmitting}
                  />
                </div>
                <div className={styles.stepFields}>
                  <Select
                    label={rowLabel(label(L.price_unit))}
                    items={priceUnits}
                    selectedKey={row.price_unit ?? null}
                    onSelectionChange={(key) => {
                      if (isUnit(key)) setPriceUnit(index, key, row)
                      touch()
                    }}
                    isInvalid={Boolean(at('price_unit'))}
                    errorMessage={at('price_unit')}
                    isDisabled={form.isSubmitting}
                  >
                    {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
                  </Select>
                  {row.price_unit === 'FORCE_BUY' ? (
                    <p className={styles.atOnce}>{t`Buys at once, without waiting for a drop.`}</p>
                  ) : (
                    <NumberField
                      label={rowLabel(label(L.price_drop))}
                      description={dropHint(row.price_unit)}
                      unit={row.price_unit === 'STATIC' ? quote : '%'}
                      value={numberValue(row.price_drop)}
                      onChange={(value) => edit(index, { price_drop: numberOrUndefined(value) })}
                      onBlur={touch}
                      isInvalid={Boolean(dropError)}
                      errorMessage={dropError}
                      isDisabled={form.isSubmitting}
                    />
                  )}
                  <Select
                    label={rowLabel(label(L.multiply_unit))}
                    items={multiplyUnits}
                    selectedKey={row.multiply_unit ?? null}
                    onSelectionChange={(key) => {
                      if (isUnit(key)) edit(index, { multiply_unit: key })
                      touch()
                    }}
                    isInvalid={Boolean(at('multiply_unit'))}
                    errorMessage={at('multiply_unit')}
                    isDisabled={form.isSubmitting}
                  >
                    {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
                  </Select>
                  <NumberField
                    label={rowLabel(label(L.multiply))}
                    description={multiplyHint(row.multiply_unit)}
                    unit={row.multiply_unit === 'STATIC' ? quote : '×'}
                    value={numberValue(row.multiply)}
                    onChange={(value) => edit(index, { multiply: numberOrUndefined(value) })}
                    onBlur={touch}
                    isInvalid={Boolean(multiplyError)}
                    errorMessage={multiplyError}
                    isDisabled={form.isSubmitting}
                  />
                </div>
              </li>
            )
          })}
        </ol>
      )}
      <div className={styles.actions}>
        <Button
          id={addId}
          variant="secondary"
          size="sm"
          icon={<Plus size={16} aria-hidden />}
          onPress={add}
          isDisabled={form.isSubmitting || rows.length >= CONFIG_LIST_MAX.coverage}
        >
          {t`Add step`}
        </Button>
      </div>
    </section>
  )
}
