import type { ReactNode } from 'react'
import {
  Dialog as RACDialog,
  DialogTrigger as RACDialogTrigger,
  type DialogTriggerProps as RACDialogTriggerProps,
  Heading as RACHeading,
  OverlayArrow as RACOverlayArrow,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components'
import styles from './Popover.module.css'

export interface PopoverProps extends Omit<RACPopoverProps, 'children' | 'className'> {
  /** A visible heading that also names the dialog. Without it, pass `aria-label`. */
  title?: ReactNode
  /** Draws a small arrow pointing at the trigger. */
  showArrow?: boolean
  /** The popover's content. */
  children: ReactNode
}

/** A non-modal dialog anchored to its trigger; place it inside RAC's `DialogTrigger`. */
export function Popover({
  title,
  showArrow = true,
  children,
  'aria-label': ariaLabel,
  ...props
}: PopoverProps) {
  return (
    <RACPopover offset={showArrow ? 12 : 8} {...props} className={styles.popover}>
      {showArrow ? (
        <RACOverlayArrow className={styles.arrow}>
          <svg width={12} height={12} viewBox="0 0 12 12" aria-hidden>
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </RACOverlayArrow>
      ) : null}
      <RACDialog className={styles.dialog} aria-label={ariaLabel}>
        {title ? (
          <RACHeading slot="title" className={styles.title}>
            {title}
          </RACHeading>
        ) : null}
        {children}
      </RACDialog>
    </RACPopover>
  )
}

export type PopoverTriggerProps = RACDialogTriggerProps

/** Pairs a pressable trigger (e.g. `Button`) with a `Popover`; opens on press, closes on Escape or outside press. */
export function PopoverTrigger(props: PopoverTriggerProps) {
  return <RACDialogTrigger {...props} />
}
