import { createContext, useContext } from 'react'
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react'
import { WALLET_ASSET } from '@atb/contract'
import { useFormatter, type Formatter } from '@atb/ui'
import { MASK } from '../../home/parts/figures'
import styles from './assets.module.css'

/** The hide-balance switch's state, so every wallet figure masks together. */
export const HiddenContext = createContext(false)

/**
 * USDT as the formatter writes money (two decimals), unless the amount has finer digits: a
 * transfer of 10.005 must not read as 10.01. Wallet amounts have at most six decimals.
 */
export function usdt(format: Formatter, value: string | number): string {
  const amount = Number(value)
  if (Math.round(amount * 100) === amount * 100) return format.money(amount, WALLET_ASSET)
  return `${format.number(amount, 6)} ${WALLET_ASSET}`
}

/** A wallet amount, or the mask while balances are hidden. */
export function Usdt({ value }: { value: string | number }) {
  const format = useFormatter()
  const hidden = useContext(HiddenContext)
  return <span className={styles.num}>{hidden ? MASK : usdt(format, value)}</span>
}

/** A signed movement: sign, arrow and colour together, never colour alone; masked when hidden. */
export function SignedUsdt({ value }: { value: string }) {
  const format = useFormatter()
  const hidden = useContext(HiddenContext)
  const amount = Number(value)
  if (hidden) return <span className={styles.num}>{MASK}</span>
  const Icon = amount > 0 ? ArrowUpRight : amount < 0 ? ArrowDownRight : Minus
  const text = usdt(format, Math.abs(amount))
  return (
    <span className={styles.signed} data-tone={amount > 0 ? 'up' : amount < 0 ? 'down' : 'flat'}>
      <Icon size={14} aria-hidden />
      {amount > 0 ? `+${text}` : amount < 0 ? `−${text}` : text}
    </span>
  )
}
