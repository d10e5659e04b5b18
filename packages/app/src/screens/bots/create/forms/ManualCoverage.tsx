import { useLingui } from '@lingui/react/macro'
import { Plus, Trash2 } from 'lucide-react'
import { CONFIG_LIST_MAX } from '@atb/contract'
import { Button } from '@atb/ui'
import { FuturesAmountField } from './FuturesAmountField'
import type { ManualBinding, ManualValues } from './ManualForm'
import type { TypedAmountValue } from './manualMath'
import styles from './Manual.module.css'

export interface ManualCoverageProps {
  form: ManualBinding
  /** `coverageAllOrders` (one amount per order) or `coverage` (the coverage items). */
  field: 'coverageAllOrders' | 'coverage'
  label: string
  /** The add button's text. */
  addLabel: string
  quote: string
}

/** A list of typed coverage amounts: add and remove rows, each with its own type and limits. */
export function ManualCoverage({ form, field, label, addLabel, quote }: ManualCoverageProps) {
  const { t } = useLingui()
  const rows = (form.context?.values[field] ?? []) as TypedAmountValue[]
  const save = (next: TypedAmountValue[]) => {
    form.change(field, next as ManualValues[typeof field])
    form.send({ type: 'form.blur', field })
  }
  return (
    <fieldset className={styles.list}>
      <legend className={styles.legend}>{label}</legend>
      {rows.length === 0 ? <p className={styles.muted}>{t`No coverage orders.`}</p> : null}
      {rows.map((row, i) => {
        const n = i + 1
        return (
          <div key={i} className={styles.listRow}>
            <FuturesAmountField
              field="coverageAllOrders"
              label={t`${label} ${n}`}
              value={row}
              onChange={(value) => save(rows.map((r, j) => (j === i ? value : r)))}
              onBlur={() => form.send({ type: 'form.blur', field })}
              errorMessage={form.errorAt(`${field}[${i}].amount`)}
              quote={quote}
              typeOne="lots"
            />
            <Button
              variant="ghost"
              size="sm"
              icon={<Trash2 size={16} aria-hidden />}
              aria-label={t`Remove ${label} ${n}`}
              onPress={() => save(rows.filter((_, j) => j !== i))}
            />
          </div>
        )
      })}
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus size={16} aria-hidden />}
          onPress={() => save([...rows, { type: 0, amount: undefined }])}
          isDisabled={rows.length >= CONFIG_LIST_MAX.coverage}
        >
          {addLabel}
        </Button>
      </div>
    </fieldset>
  )
}
