import { useLingui } from '@lingui/react/macro'
import { exchangeNames } from '@atb/contract'
import { Button, Select, SelectItem, TextField } from '@atb/ui'
import { cleanSymbol, rangeInvalid, type HistoryQuery } from './historyQuery'
import { useProfitLabels } from './labels'
import styles from './profit.module.css'

export interface HistoryFiltersProps {
  query: HistoryQuery
  onChange: (patch: Partial<HistoryQuery>) => void
}

/** Exchange, pair and a UTC date range; each change is written to the address at once. */
export function HistoryFilters({ query, onChange }: HistoryFiltersProps) {
  const { t } = useLingui()
  const labels = useProfitLabels()
  const invalid = rangeInvalid(query)
  const any = Boolean(query.exchange || query.symbol || query.from || query.to || query.bot_id)
  return (
    <div className={styles.filters} role="group" aria-label={t`Filters`}>
      <Select
        label={t`Exchange`}
        selectedKey={query.exchange || 'all'}
        onSelectionChange={(key) => onChange({ exchange: key === 'all' ? '' : (key as never) })}
      >
        {[
          <SelectItem key="all" id="all">
            {t`All exchanges`}
          </SelectItem>,
          ...exchangeNames.map((name) => (
            <SelectItem key={name} id={name}>
              {labels.venue(name)}
            </SelectItem>
          )),
        ]}
      </Select>
      <TextField
        label={t`Pair`}
        placeholder="BTCUSDT"
        value={query.symbol}
        onChange={(text) => onChange({ symbol: cleanSymbol(text) })}
      />
      <TextField
        label={t`From (UTC)`}
        type="date"
        value={query.from}
        onChange={(from) => onChange({ from })}
        isInvalid={invalid}
        errorMessage={invalid ? t`The start date is after the end date.` : undefined}
      />
      <TextField
        label={t`To (UTC)`}
        type="date"
        value={query.to}
        onChange={(to) => onChange({ to })}
        isInvalid={invalid}
      />
      {any ? (
        <Button
          variant="ghost"
          onPress={() => onChange({ bot_id: '', exchange: '', symbol: '', from: '', to: '' })}
        >
          {t`Clear filters`}
        </Button>
      ) : null}
    </div>
  )
}
