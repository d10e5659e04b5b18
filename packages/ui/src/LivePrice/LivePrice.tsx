import { useEffect, useRef, useState } from 'react'
import { useFormatter } from '../format/useFormatter'
import styles from './LivePrice.module.css'

export interface LivePriceProps {
  /** The price now; each change flashes up (green) or down (red) for a moment. */
  value: number
  /** How the number is written; the formatter's `price` by default. */
  format?: (value: number) => string
  className?: string
}

/**
 * A price that ticks: when the value changes it briefly tints up or down. Reduced motion keeps
 * the tint but drops the fade (LivePrice.module.css). The direction is also in the DOM
 * (`data-tick`), and screen readers are not interrupted: prices change too often to announce.
 */
export function LivePrice({ value, format, className }: LivePriceProps) {
  const fmt = useFormatter()
  const previous = useRef(value)
  const [tick, setTick] = useState<{ dir: 'up' | 'down'; n: number } | null>(null)
  useEffect(() => {
    const before = previous.current
    previous.current = value
    if (value === before) return
    setTick((t) => ({ dir: value > before ? 'up' : 'down', n: (t?.n ?? 0) + 1 }))
  }, [value])
  const text = format ? format(value) : fmt.price(value)
  return (
    <span
      // A new key restarts the animation on every tick, even two ticks the same way.
      key={tick?.n ?? 0}
      className={[styles.price, className].filter(Boolean).join(' ')}
      data-tick={tick?.dir}
    >
      {text}
    </span>
  )
}
