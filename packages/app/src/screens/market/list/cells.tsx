import { useLingui } from '@lingui/react/macro'
import { Star } from 'lucide-react'
import { Link as RACLink, ToggleButton } from 'react-aria-components'
import { pairNameOf, pairPathOf, type MarketRow, type MarketSource } from '@atb/contract'
import { Badge, LivePrice, useFormatter } from '@atb/ui'
import { useTicker } from '../../../services/useTicker'
import { ChangeText } from '../ChangeText'
import styles from './market.module.css'

/** The row's figures with the socket's newest ticker over the overview's (price, change, range). */
export function useLiveRow(row: MarketRow) {
  const { ticker } = useTicker(row.symbol)
  return ticker
    ? {
        last: ticker.last,
        change: ticker.change_24h,
        high: ticker.high_24h,
        low: ticker.low_24h,
        source: ticker.source,
      }
    : {
        last: row.last,
        change: row.change_24h,
        high: row.high_24h,
        low: row.low_24h,
        source: row.source,
      }
}

/** The star: a toggle (aria-pressed) whose name says what pressing it will do. */
export function FavoriteStar({
  row,
  favorite,
  onToggle,
}: {
  row: MarketRow
  favorite: boolean
  onToggle: (row: MarketRow) => void
}) {
  const { t } = useLingui()
  const pair = pairNameOf(row.base, row.quote)
  return (
    <ToggleButton
      className={styles.star}
      isSelected={favorite}
      onChange={() => onToggle(row)}
      aria-label={favorite ? t`Remove ${pair} from favourites` : t`Add ${pair} to favourites`}
    >
      <Star size={18} aria-hidden fill={favorite ? 'currentColor' : 'none'} />
    </ToggleButton>
  )
}

/** The pair's name, a link to its page in the page's language. */
export function PairLink({ row, href }: { row: MarketRow; href: (path: string) => string }) {
  return (
    <RACLink
      className={styles.pair}
      href={href(`/market/${pairPathOf(row.base, row.quote)}`)}
      aria-label={pairNameOf(row.base, row.quote)}
    >
      <span className={styles.base}>{row.base}</span>
      <span className={styles.quote}>/{row.quote}</span>
    </RACLink>
  )
}

export function LastPrice({ row }: { row: MarketRow }) {
  return <LivePrice value={useLiveRow(row).last} className={styles.price} />
}

/** A signed percent, coloured, with an arrow so colour is not the only cue. */
export function LiveChange({ row }: { row: MarketRow }) {
  return <ChangeText value={useLiveRow(row).change} iconSize={14} />
}

export function LiveRange({ row, side }: { row: MarketRow; side: 'high' | 'low' }) {
  const fmt = useFormatter()
  const live = useLiveRow(row)
  return <span className={styles.number}>{fmt.price(side === 'high' ? live.high : live.low)}</span>
}

export function SourceBadge({ source }: { source: MarketSource }) {
  const { t } = useLingui()
  return source === 'live' ? (
    <Badge size="sm" variant="positive">{t`Live`}</Badge>
  ) : (
    <Badge size="sm" variant="info">{t`Replay`}</Badge>
  )
}

export function LiveSourceBadge({ row }: { row: MarketRow }) {
  return <SourceBadge source={useLiveRow(row).source} />
}
