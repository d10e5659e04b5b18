import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button, Select, SelectItem, TextField } from '@atb/ui'
import { botOrderStatuses, exchangeNames, orderSides } from '@atb/contract'
import { exchangeTitles } from '../create/exchangeName'
import { isFiltered, type OrderFilter } from './orderQuery'
import { useOrderWords } from './useOrderWords'
import styles from './orders.module.css'

const ALL = 'all'

export interface OrderFiltersProps {
  filter: OrderFilter
  /** A new filter starts again on its first page. */
  onChange: (filter: OrderFilter) => void
}

/** Exchange, pair, side, status and a date range; each applies at once (the pair on Enter or leaving it). */
export function OrderFilters({ filter, onChange }: OrderFiltersProps) {
  const { t, i18n } = useLingui()
  const words = useOrderWords()
  const [pair, setPair] = useState(filter.symbol ?? '')
  const set = (change: Partial<OrderFilter>) => onChange({ ...filter, ...change, page: 1 })
  const choose = <T extends string>(value: unknown): T | undefined =>
    value === ALL || value === null ? undefined : (value as T)
  const applyPair = () => {
    const symbol = pair.trim().toUpperCase() || undefined
    if (symbol !== filter.symbol) set({ symbol })
  }
  const range = filter.from && filter.to && filter.from > filter.to
  return (
    <div role="group" aria-label={t`Filters`} className={styles.filters}>
      <Select
        label={t`Exchange`}
        selectedKey={filter.exchange ?? ALL}
        onSelectionChange={(key) => set({ exchange: choose(key) })}
      >
        <SelectItem id={ALL}>{t`All exchanges`}</SelectItem>
        {exchangeNames.map((name) => (
          <SelectItem key={name} id={name}>
            {i18n._(exchangeTitles[name])}
          </SelectItem>
        ))}
      </Select>
      <TextField
        label={t`Pair`}
        placeholder="BTCUSDT"
        value={pair}
        onChange={setPair}
        onBlur={applyPair}
        onKeyDown={(event) => {
          if (event.key === 'Enter') applyPair()
        }}
      />
      <Select
        label={t`Side`}
        selectedKey={filter.side ?? ALL}
        onSelectionChange={(key) => set({ side: choose(key) })}
      >
        <SelectItem id={ALL}>{t`Buy and sell`}</SelectItem>
        {orderSides.map((side) => (
          <SelectItem key={side} id={side}>
            {words.side[side]}
          </SelectItem>
        ))}
      </Select>
      <Select
        label={t`Status`}
        selectedKey={filter.status ?? ALL}
        onSelectionChange={(key) => set({ status: choose(key) })}
      >
        <SelectItem id={ALL}>{t`Every status`}</SelectItem>
        {botOrderStatuses.map((status) => (
          <SelectItem key={status} id={status}>
            {words.status[status]}
          </SelectItem>
        ))}
      </Select>
      <TextField
        label={t`From`}
        type="date"
        value={filter.from ?? ''}
        onChange={(from) => set({ from: from || undefined })}
      />
      <TextField
        label={t`To`}
        type="date"
        value={filter.to ?? ''}
        onChange={(to) => set({ to: to || undefined })}
        isInvalid={Boolean(range)}
        errorMessage={t`The end date is before the start date.`}
      />
      {isFiltered(filter) ? (
        <Button
          variant="secondary"
          onPress={() => {
            setPair('')
            onChange({ page: 1 })
          }}
        >
          {t`Clear filters`}
        </Button>
      ) : null}
    </div>
  )
}
