import { useLingui } from '@lingui/react/macro'
import { ArrowDownWideNarrow, ArrowUpNarrowWide, Search } from 'lucide-react'
import type { BotSort } from '@atb/contract'
import { Button, Select, SelectItem, Tag, TagGroup, TextField } from '@atb/ui'
import { filterTitles } from './labels'
import { activeFilters, listSorts, type ActiveFilter, type ListQuery } from './query'
import type { BotListState } from './useBotList'
import styles from './list.module.css'

/** Status chips (on /bot), the pair search, and the sort with its direction. */
export function BotFilters({
  list,
  withStatus,
}: {
  list: Pick<BotListState, 'query' | 'change' | 'search' | 'setSearch'>
  withStatus: boolean
}) {
  const { t, i18n } = useLingui()
  const { query, change } = list
  const sortTitles: Record<BotSort, string> = {
    created: t`Created`,
    pnl: t`PnL`,
    status: t`Status`,
  }
  const descending = query.order === 'desc'
  // Every bot in the history is stopped, so sorting it by status would change nothing.
  const sorts = withStatus ? listSorts : listSorts.filter((sort) => sort !== 'status')
  return (
    <div className={styles.filters}>
      {withStatus ? (
        <TagGroup
          label={t`Status`}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[query.status]}
          onSelectionChange={(keys) => {
            const [key] = keys === 'all' ? [] : [...keys]
            if (key !== undefined && key !== query.status) change({ status: key as ActiveFilter })
          }}
        >
          {activeFilters.map((filter) => (
            <Tag key={filter} id={filter}>
              {i18n._(filterTitles[filter])}
            </Tag>
          ))}
        </TagGroup>
      ) : null}
      <div className={styles.controls}>
        <div className={styles.search}>
          <TextField
            label={t`Search by pair`}
            placeholder={t`e.g. BTC`}
            type="search"
            icon={<Search size={16} aria-hidden />}
            value={list.search}
            onChange={list.setSearch}
            maxLength={32}
          />
        </div>
        <div className={styles.sort}>
          <Select
            label={t`Sort by`}
            selectedKey={query.sort}
            onSelectionChange={(key) => change({ sort: key as ListQuery['sort'] })}
          >
            {sorts.map((sort) => (
              <SelectItem key={sort} id={sort}>
                {sortTitles[sort]}
              </SelectItem>
            ))}
          </Select>
          <Button
            variant="secondary"
            icon={
              descending ? (
                <ArrowDownWideNarrow size={16} aria-hidden />
              ) : (
                <ArrowUpNarrowWide size={16} aria-hidden />
              )
            }
            onPress={() => change({ order: descending ? 'asc' : 'desc' })}
          >
            {descending ? t`Descending` : t`Ascending`}
          </Button>
        </div>
      </div>
    </div>
  )
}
