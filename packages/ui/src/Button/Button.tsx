import type { ReactNode } from 'react'
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components'
import { Spinner } from '../Spinner/Spinner'
import styles from './Button.module.css'

export interface ButtonProps extends Omit<RACButtonProps, 'children' | 'className'> {
  /** Visual weight: primary for the main action, danger for destructive ones. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger'
  /** Control height: sm 32px, md 40px, lg 48px. */
  size?: 'sm' | 'md' | 'lg'
  /** An icon before the label, or the whole content of an icon-only button (then `aria-label` is required). */
  icon?: ReactNode
  /** Stretches the button to its container's width. */
  fullWidth?: boolean
  /** The label. Omit for an icon-only button. */
  children?: ReactNode
}

/** A pressable action. `isPending` shows a spinner, keeps focus and blocks presses. */
export function Button({
  variant = 'primary',
  size = 'md',
  icon,
  fullWidth = false,
  children,
  isPending,
  ...props
}: ButtonProps) {
  return (
    <RACButton
      {...props}
      isPending={isPending}
      className={styles.button}
      data-variant={variant}
      data-size={size}
      data-icon-only={children ? undefined : true}
      data-full-width={fullWidth || undefined}
    >
      {isPending ? <Spinner size="sm" label={null} /> : icon}
      {children ? <span className={styles.label}>{children}</span> : null}
    </RACButton>
  )
}
