import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react'
import { useFormatter } from '@atb/ui'
import styles from './change.module.css'

/**
 * A percent change: sign, arrow and colour together, so colour is never the only signal. The
 * market table and the pair page share it.
 */
export function ChangeText({
  value,
  className,
  iconSize = 16,
}: {
  value: number
  className?: string
  iconSize?: number
}) {
  const format = useFormatter()
  const tone = value > 0 ? 'up' : value < 0 ? 'down' : 'flat'
  const Icon = value > 0 ? ArrowUpRight : value < 0 ? ArrowDownRight : Minus
  return (
    <span className={[styles.change, className].filter(Boolean).join(' ')} data-tone={tone}>
      <Icon size={iconSize} aria-hidden />
      {format.percent(value, { signed: true })}
    </span>
  )
}
