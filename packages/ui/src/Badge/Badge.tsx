import type { ReactNode } from 'react'
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react'
import { useFormatter } from '../format/useFormatter'
import styles from './Badge.module.css'

export type BadgeVariant = 'neutral' | 'positive' | 'negative' | 'warning' | 'info'

export interface BadgeProps {
  /** Meaning, shown by colour; pair it with text or an icon so colour is not the only signal. */
  variant?: BadgeVariant
  /** sm for dense tables, md elsewhere. */
  size?: 'sm' | 'md'
  /** A decorative icon before the text. */
  icon?: ReactNode
  /** The badge text. */
  children: ReactNode
}

/** A short status label, e.g. "Running" or "Stopped". */
export function Badge({ variant = 'neutral', size = 'md', icon, children }: BadgeProps) {
  return (
    <span className={styles.badge} data-variant={variant} data-size={size}>
      {icon}
      <span>{children}</span>
    </span>
  )
}

export interface PnlBadgeProps {
  /** The profit (positive) or loss (negative). */
  value: number
  /** money: "+12.30 USDT"; percent: "+12.30%" (value in percent points). */
  format?: 'money' | 'percent'
  /** Currency for the money format. */
  currency?: string
  /** sm for dense tables, md elsewhere. */
  size?: 'sm' | 'md'
}

/** A signed, coloured profit or loss with an up/down icon, formatted for the active locale. */
export function PnlBadge({ value, format = 'money', currency, size = 'md' }: PnlBadgeProps) {
  const f = useFormatter()
  const text = format === 'percent' ? f.percent(value, { signed: true }) : f.pnl(value, currency)
  const Icon = value > 0 ? ArrowUpRight : value < 0 ? ArrowDownRight : Minus
  const variant = value > 0 ? 'positive' : value < 0 ? 'negative' : 'neutral'
  return (
    <Badge variant={variant} size={size} icon={<Icon size={size === 'sm' ? 12 : 14} aria-hidden />}>
      <span className={styles.number}>{text}</span>
    </Badge>
  )
}
