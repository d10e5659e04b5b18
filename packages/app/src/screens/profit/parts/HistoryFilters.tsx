import { useState } from 'react'
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

/**
 * Exchange, pair and a UTC date range; each change is written to the address at once. The text
 * fields keep their own draft: the router applies the address in a transition, and a field
 * controlled by it alone would lose keystrokes typed meanwhile.
 */
export function HistoryFilters({ query, onChange }: HistoryFiltersProps) {
  const { t } = useLingui()
  const labels = useProfitLabels()
  const [draft, setDraft] = useState({ symbol: query.symbol, from: query.from, to: query.to })
  const edit = (patch: Partial<typeof draft>) => {
    setDraft((current) => ({ ...current, ...patch }))
    onChange(patch)
  }
  const invalid = rangeInvalid({ ...query, ...draft })
  const any = Boolean(query.exchange || query.bot_id || draft.symbol || draft.from || draft.to)
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
        value={draft.symbol}
        onChange={(text) => edit({ symbol: cleanSymbol(text) })}
      />
      <TextField
        label={t`From (UTC)`}
        type="date"
        value={draft.from}
        onChange={(from) => edit({ from })}
        isInvalid={invalid}
        errorMessage={invalid ? t`The start date is after the end date.` : undefined}
      />
      <TextField
        label={t`To (UTC)`}
        type="date"
        value={draft.to}
        onChange={(to) => edit({ to })}
        isInvalid={invalid}
      />
      {any ? (
        <Button
          variant="ghost"
          onPress={() => {
            setDraft({ symbol: '', from: '', to: '' })
            onChange({ bot_id: '', exchange: '', symbol: '', from: '', to: '' })
          }}
        >
          {t`Clear filters`}
        </Button>
      ) : null}
    </div>
  )
}
