import type { ReactNode } from 'react'
import {
  OverlayArrow as RACOverlayArrow,
  Tooltip as RACTooltip,
  TooltipTrigger as RACTooltipTrigger,
  type TooltipProps as RACTooltipProps,
  type TooltipTriggerComponentProps as RACTooltipTriggerProps,
} from 'react-aria-components'
import styles from './Tooltip.module.css'

export interface TooltipTriggerProps extends RACTooltipTriggerProps {
  /** Delay before opening on hover, in ms; focus opens at once. */
  delay?: number
}

/** Wraps a focusable trigger (first child) and its Tooltip (second child); opens on hover and focus. */
export function TooltipTrigger({ delay = 500, ...props }: TooltipTriggerProps) {
  return <RACTooltipTrigger {...props} delay={delay} />
}

export interface TooltipProps extends Omit<RACTooltipProps, 'className' | 'style' | 'children'> {
  /** Short supplementary text; never the only place important information appears. */
  children: ReactNode
}

/** A short hint about its trigger, e.g. what an icon button does or what a metric means. */
export function Tooltip({ children, offset = 8, ...props }: TooltipProps) {
  return (
    <RACTooltip {...props} offset={offset} className={styles.tooltip}>
      <RACOverlayArrow className={styles.arrow}>
        <svg width={10} height={6} viewBox="0 0 10 6" aria-hidden>
          <path d="M0 0 L5 6 L10 0" />
        </svg>
      </RACOverlayArrow>
      {children}
    </RACTooltip>
  )
}
