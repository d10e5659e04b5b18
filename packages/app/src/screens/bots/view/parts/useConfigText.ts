import { useLingui } from '@lingui/react/macro'
import { configLabelOf, exchangeNames, type ExchangeName, type StrategyKind } from '@atb/contract'
import { useFormatter } from '@atb/ui'
import { exchangeTitles } from './labels'

/** Config keys that say which optional setting is on: `enable_X` switches `X`. */
const ENABLE = 'enable_'

const isExchange = (value: unknown): value is ExchangeName =>
  typeof value === 'string' && (exchangeNames as readonly string[]).includes(value)

/**
 * A config field's translated label and value, as the parameters tab and the event log show them;
 * with the bot's kind, a field whose key two kinds share gets its own kind's label.
 */
export function useConfigText(kind?: StrategyKind) {
  const { t, i18n } = useLingui()
  const format = useFormatter()
  const words: Record<string, string> = {
    arithmetic: t`Arithmetic`,
    geometric: t`Geometric`,
    long: t`Long`,
    short: t`Short`,
    neutral: t`Neutral`,
    isolated: t`Isolated`,
    cross: t`Cross`,
  }
  const label = (field: string): string => {
    const known = configLabelOf(kind, field)
    if (known) return i18n._(known)
    if (field.startsWith(ENABLE)) return label(field.slice(ENABLE.length))
    return field.replaceAll('_', ' ')
  }
  const value = (field: string, raw: unknown): string => {
    if (raw === null || raw === undefined || raw === '') return '–'
    if (typeof raw === 'boolean') return raw ? t`On` : t`Off`
    if (field === 'exchange_name' && isExchange(raw)) return i18n._(exchangeTitles[raw])
    if (typeof raw === 'number') return format.number(raw)
    if (typeof raw === 'string') return words[raw] ?? raw
    if (Array.isArray(raw)) return raw.map((item) => value(field, item)).join(', ')
    return JSON.stringify(raw)
  }
  return { label, value }
}

export interface ConfigRow {
  id: string
  label: string
  value: string
}

/**
 * The config as rows: an enabled option shows its value, a disabled one "Off", and the switch
 * itself is folded into it so each setting is one line.
 */
export function configRows(
  config: Record<string, unknown>,
  text: ReturnType<typeof useConfigText>,
  off: string,
): ConfigRow[] {
  const rows: ConfigRow[] = []
  for (const [field, raw] of Object.entries(config)) {
    if (field === 'id') continue
    if (field.startsWith(ENABLE) && field.slice(ENABLE.length) in config) continue
    const switched = config[`${ENABLE}${field}`]
    const shown = switched === false ? off : text.value(field, raw)
    rows.push({ id: field, label: text.label(field), value: shown })
  }
  return rows
}
