import { useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useLocation } from 'react-router'
import { markets, type Market } from '@atb/contract'
import { Tab, TabList, TabPanel, Tabs } from '@atb/ui'
import { splitLocale, withLocale } from '../../router/locale'
import { LiveStatusNote } from './list/LiveStatusNote'
import { MarketPanel, useTableWidth } from './list/MarketPanel'
import { useMarketQuery } from './list/useMarketQuery'
import styles from './list/market.module.css'

/** /market: crypto, forex and gold pairs with live prices, search, sorting and favourites. */
export function Component() {
  const { t } = useLingui()
  const { locale } = splitLocale(useLocation().pathname)
  const state = useMarketQuery()
  const page = useRef<HTMLElement>(null)
  const width = useTableWidth(page)
  const tabTitles: Record<Market, string> = { crypto: t`Crypto`, forex: t`Forex`, gold: t`Gold` }
  const href = (path: string) => withLocale(path, locale)
  return (
    <section className={styles.page} aria-labelledby="market-title" ref={page}>
      <header className={styles.head}>
        <h1 id="market-title" className={styles.title}>
          {t`Markets`}
        </h1>
        <LiveStatusNote />
      </header>
      <Tabs
        selectedKey={state.query.market}
        onSelectionChange={(key) => state.change({ market: key as Market })}
      >
        <TabList aria-label={t`Markets`}>
          {markets.map((market) => (
            <Tab key={market} id={market}>
              {tabTitles[market]}
            </Tab>
          ))}
        </TabList>
        {markets.map((market) => (
          <TabPanel key={market} id={market}>
            <MarketPanel market={market} state={state} href={href} width={width} />
          </TabPanel>
        ))}
      </Tabs>
    </section>
  )
}
