import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Star } from 'lucide-react'
import { Link as RACLink, ToggleButton } from 'react-aria-components'
import { createActor, toPromise } from 'xstate'
import {
  marketTitles,
  type MarketSource,
  type MarketSymbolInfo,
  type MarketTicker,
} from '@atb/contract'
import { Badge, LivePrice, Skeleton } from '@atb/ui'
import { useFlows } from '../../../services/FlowsContext'
import { useResource } from '../../account/useResource'
import { ChangeText } from '../ChangeText'
import styles from './pair.module.css'

export interface PairHeaderProps {
  info: MarketSymbolInfo
  name: string
  source: MarketSource
  ticker: MarketTicker | undefined
  price: (value: number) => string
  createHref: string
}

/** The pair's name, market and price source, its live price and 24 h change, a star and "Create a bot". */
export function PairHeader({ info, name, source, ticker, price, createHref }: PairHeaderProps) {
  const { t, i18n } = useLingui()
  const shownSource = ticker?.source ?? source
  return (
    <header className={styles.header}>
      <div className={styles.identity}>
        <h1 className={styles.title}>{name}</h1>
        <Badge variant="neutral" size="sm">
          {i18n._(marketTitles[info.market])}
        </Badge>
        <Badge variant={shownSource === 'live' ? 'positive' : 'info'} size="sm">
          {shownSource === 'live' ? t`Live` : t`Replay`}
        </Badge>
        <FavoriteStar symbol={info.symbol} name={name} />
      </div>
      <div className={styles.quote}>
        {ticker ? (
          <>
            <span className={styles.price} aria-label={t`Last price ${price(ticker.last)}`}>
              <LivePrice value={ticker.last} format={price} />
              <span className={styles.unit}>{info.quote}</span>
            </span>
            <ChangeText value={ticker.change_24h} className={styles.headChange} />
          </>
        ) : (
          <Skeleton shape="rect" width={200} height={36} />
        )}
      </div>
      <RACLink className={styles.primaryLink} href={createHref}>
        {t`Create a bot`}
      </RACLink>
    </header>
  )
}

/** The star: shown as the server has it, changed at once and put back if saving fails. */
function FavoriteStar({ symbol, name }: { symbol: string; name: string }) {
  const { t } = useLingui()
  const flows = useFlows()
  const [favorites] = useResource(flows.loadFavorites, {})
  const [chosen, setChosen] = useState<boolean | null>(null)
  const [saving, setSaving] = useState(false)
  const [failed, setFailed] = useState(false)
  const stored = favorites.status === 'done' && favorites.data.symbols.includes(symbol)
  const on = chosen ?? stored

  const save = async (favorite: boolean) => {
    setChosen(favorite)
    setFailed(false)
    setSaving(true)
    try {
      await toPromise(createActor(flows.setFavorite, { input: { symbol, favorite } }).start())
      flows.notify(favorite ? t`${name} added to favourites` : t`${name} removed from favourites`)
    } catch {
      setChosen(!favorite)
      setFailed(true)
    } finally {
      setSaving(false)
    }
  }
  return (
    <>
      <ToggleButton
        className={styles.star}
        isSelected={on}
        isDisabled={favorites.status === 'loading' || saving}
        onChange={(favorite) => void save(favorite)}
        aria-label={t`Favourite`}
      >
        <Star size={20} aria-hidden fill={on ? 'currentColor' : 'none'} />
      </ToggleButton>
      {failed ? (
        <span role="alert" className={styles.starError}>
          {t`The favourite could not be saved. Try again.`}
        </span>
      ) : null}
    </>
  )
}
