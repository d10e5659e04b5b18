import { createContext, useContext } from 'react'
import { useLocation } from 'react-router'
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react'
import { useFormatter } from '@atb/ui'
import { splitLocale, withLocale } from '../../../router/locale'
import styles from './home.module.css'

/** What every hidden figure reads, as on the profile card. */
export const MASK = '******'

/** The hide-balance switch's state, so every figure on the dashboard masks together. */
export const HiddenContext = createContext(false)

/** An address in the reader's language. */
export function useHref(): (path: string) => string {
  const { locale } = splitLocale(useLocation().pathname)
  return (path) => withLocale(path, locale)
}

/** Money, or the mask while balances are hidden. */
export function Money({ value, currency }: { value: string | number; currency: string }) {
  const format = useFormatter()
  const hidden = useContext(HiddenContext)
  return <span className={styles.num}>{hidden ? MASK : format.money(Number(value), currency)}</span>
}

export const toneOf = (value: number) => (value > 0 ? 'up' : value < 0 ? 'down' : 'flat')

/** A profit or loss: sign, arrow and colour together; hidden balances mask it too. */
export function Pnl({
  value,
  currency,
  percent,
}: {
  value: string | number
  currency: string
  percent?: number
}) {
  const format = useFormatter()
  const hidden = useContext(HiddenContext)
  const amount = Number(value)
  if (hidden) return <span className={styles.num}>{MASK}</span>
  const Icon = amount > 0 ? ArrowUpRight : amount < 0 ? ArrowDownRight : Minus
  return (
    <span className={styles.signed} data-tone={toneOf(amount)}>
      <Icon size={14} aria-hidden className={styles.icon} />
      <span>{format.pnl(amount, currency)}</span>
      {percent !== undefined ? (
        <span className={styles.pct}>({format.percent(percent, { signed: true })})</span>
      ) : null}
    </span>
  )
}
