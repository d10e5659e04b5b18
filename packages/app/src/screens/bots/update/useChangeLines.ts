import { useLingui } from '@lingui/react/macro'
import { configLabels, type ConfigChange } from '@atb/contract'
import { useFormatter } from '@atb/ui'
import { useFieldLabel } from '../create/forms/MartingaleLabels'

/** One line of the review before saving: the field's label and its old and new value in words. */
export interface ChangeLine {
  field: string
  label: string
  from: string
  to: string
}

const prices = new Set(['upper_price', 'lower_price', 'option_stop_loss', 'option_entry_price'])
const amounts = new Set(['coin_per_grid', 'option_earning', 'coin_initial_opening'])
const percents = new Set([
  'space_of_grid',
  'option_stop_loss_percent',
  'take_profit_ratio',
  'drop_pullback',
  'tp_retrectment',
])

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The changes an update makes (contract `configChanges`, the list the server records), each in
 * the page's language and through the formatter: prices as prices, amounts in the quote asset.
 */
export function useChangeLines(changes: readonly ConfigChange[], quote: string): ChangeLine[] {
  const { t } = useLingui()
  const f = useFormatter()
  const fieldLabel = useFieldLabel()
  const labels: Record<string, string> = {
    enable_option_profit_times: t`Take profit after rounds`,
    enable_option_earning: t`Take profit at earnings`,
    enable_option_stop_loss: t`Stop loss`,
    enable_option_stop_loss_percent: t`Stop loss percent`,
    enable_option_entry_price: t`Entry price`,
    enable_option_tsl: t`Trailing take profit`,
    option_tsl: t`Trailing take profit settings`,
    is_recurring: t`Recurring`,
    is_covering: t`Covering`,
    coverage: t`Coverage steps`,
  }
  const words: Record<string, string> = {
    arithmetic: t`Arithmetic`,
    geometric: t`Geometric`,
    neutral: t`Neutral`,
    long: t`Long`,
    short: t`Short`,
    isolated: t`Isolated margin`,
    crossed: t`Crossed margin`,
  }
  const labelOf = (field: string) => {
    if (labels[field]) return labels[field]
    const label = configLabels[field]
    return label ? fieldLabel(label) : field
  }
  const valueOf = (field: string, value: unknown): string => {
    if (value === null || value === undefined) return t`Not set`
    if (typeof value === 'boolean') return value ? t`On` : t`Off`
    if (typeof value === 'number') {
      if (prices.has(field)) return f.price(value)
      if (amounts.has(field)) return f.money(value, quote)
      if (percents.has(field)) return f.percent(value)
      if (field === 'leverage') return `${f.number(value)}×`
      return f.number(value)
    }
    if (typeof value === 'string') return words[value] ?? value
    if (Array.isArray(value))
      return value.length === 0 ? t`None` : t`${f.number(value.length)} steps`
    if (isRecord(value) && field === 'option_tsl') {
      const pct = (n: unknown) => (typeof n === 'number' ? f.percent(n) : t`Not set`)
      return t`starts at ${pct(value.start)}, gap ${pct(value.gap)}, ceiling gap ${pct(value.ceiling_gap)}`
    }
    return JSON.stringify(value)
  }
  return changes.map((c) => ({
    field: c.field,
    label: labelOf(c.field),
    from: valueOf(c.field, c.from),
    to: valueOf(c.field, c.to),
  }))
}
