import { useId, useMemo, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { fromPromise } from 'xstate'
import {
  CONFIG_LIST_MAX,
  endpoints,
  type Market,
  type MarketSymbolInfo,
  type MarketSymbolsResponse,
} from '@atb/contract'
import { Button, CoinComboBox, Switch, Tag, TagGroup, type Coin } from '@atb/ui'
import { api } from '../../../../services/api'
import { useResource } from '../../../account/useResource'
import type { SetupEnv } from '../setup/types'
import type { SignalBinding, SignalValues } from './SignalForm'
import styles from './signal.module.css'

const loadSymbols = fromPromise<MarketSymbolsResponse, { market: Market }>(({ input, signal }) =>
  api.call(endpoints.marketSymbols, input, { signal }),
)

interface CoinsProps {
  form: SignalBinding
  env: SetupEnv
  symbols?: readonly MarketSymbolInfo[]
}

/** All coins, or a list of pairs picked from the market's symbols. */
export function SignalCoins({ form, env, symbols }: CoinsProps) {
  const { t } = useLingui()
  const heading = useId()
  const all = Boolean(form.context?.values.is_all_coin)
  return (
    <section className={styles.section} aria-labelledby={heading}>
      <h3 id={heading} className={styles.heading}>{t`Coins`}</h3>
      <Switch
        {...form.checkbox('is_all_coin')}
        description={t`Off: follow the signal only on the pairs listed here.`}
      >
        {t`Follow all coins`}
      </Switch>
      {all ? null : symbols ? (
        <CoinList form={form} symbols={symbols} />
      ) : (
        <LoadedCoinList form={form} market={env.market} />
      )}
    </section>
  )
}

function LoadedCoinList({ form, market }: { form: SignalBinding; market: Market }) {
  const { t } = useLingui()
  const [symbols, retry] = useResource(loadSymbols, { market })
  if (symbols.status === 'done') return <CoinList form={form} symbols={symbols.data.symbols} />
  if (symbols.status === 'loading')
    return <CoinList form={form} symbols={[]} description={t`Loading pairs…`} />
  return (
    <div className={styles.actions}>
      <p className={styles.note}>{t`The pairs could not be loaded.`}</p>
      <Button variant="secondary" size="sm" onPress={retry}>{t`Retry`}</Button>
    </div>
  )
}

type CoinItem = SignalValues['coin_list'][number]

function CoinList({
  form,
  symbols,
  description,
}: {
  form: SignalBinding
  symbols: readonly MarketSymbolInfo[]
  description?: string
}) {
  const { t } = useLingui()
  // A fresh picker after each pick (a remount keyed by the count), focused for the next one.
  const [picks, setPicks] = useState(0)
  const list = form.context?.values.coin_list ?? []
  const chosen = new Set(list.map((c) => c.coin_symbol))
  const bySymbol = useMemo(() => new Map(symbols.map((s) => [s.symbol, s])), [symbols])
  const coins: Coin[] = [...bySymbol.values()]
    .filter((s) => !chosen.has(s.symbol))
    .map((s) => ({ symbol: s.symbol, name: `${s.base}/${s.quote}` }))
  const set = (next: CoinItem[]) => {
    form.change('coin_list', next)
    form.send({ type: 'form.blur', field: 'coin_list' })
  }
  const add = (symbol: string) => {
    const info = bySymbol.get(symbol)
    if (!info || chosen.has(symbol)) return
    set([
      ...list,
      { coin_symbol: info.symbol, coin_base_asset: info.base, coin_quote_asset: info.quote },
    ])
    setPicks((n) => n + 1)
  }
  return (
    <div className={styles.coins}>
      <CoinComboBox
        label={t`Add a pair`}
        description={description ?? t`Type a symbol, e.g. BTC`}
        key={picks}
        autoFocus={picks > 0}
        coins={coins}
        onSelectionChange={(key) => (key === null ? undefined : add(String(key)))}
        isDisabled={form.isSubmitting || list.length >= CONFIG_LIST_MAX.coins}
      />
      <TagGroup
        label={t`Pairs followed`}
        items={list.map((c) => ({ id: c.coin_symbol, ...c }))}
        onRemove={(keys) => set(list.filter((c) => !keys.has(c.coin_symbol)))}
        renderEmptyState={() => t`None yet: the bot follows its own pair only.`}
      >
        {(c) => <Tag id={c.id}>{`${c.coin_base_asset}/${c.coin_quote_asset}`}</Tag>}
      </TagGroup>
    </div>
  )
}
