import type { ReactNode } from 'react'
import {
  type Key,
  ToggleButton as RACToggleButton,
  type ToggleButtonProps as RACToggleButtonProps,
  ToggleButtonGroup as RACToggleButtonGroup,
  type ToggleButtonGroupProps as RACToggleButtonGroupProps,
} from 'react-aria-components'
import styles from './SegmentedControl.module.css'

export interface SegmentedControlProps extends Omit<
  RACToggleButtonGroupProps,
  | 'children'
  | 'className'
  | 'selectionMode'
  | 'selectedKeys'
  | 'defaultSelectedKeys'
  | 'onSelectionChange'
> {
  /** The selected segment's id (controlled). */
  selectedKey?: Key
  /** The initially selected segment's id. */
  defaultSelectedKey?: Key
  /** Called with the newly selected segment's id. */
  onSelectionChange?: (key: Key) => void
  /** Control height: sm 32px (chart intervals), md 40px (market switch). */
  size?: 'sm' | 'md'
  /** Stretches the segments to fill the container. */
  fullWidth?: boolean
  /** Segment elements. Name the group with `aria-label`. */
  children: ReactNode
}

/** A single-choice row of toggle buttons, e.g. Spot | Futures or 1H 4H 1D. One segment stays selected. */
export function SegmentedControl({
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  size = 'md',
  fullWidth = false,
  children,
  ...props
}: SegmentedControlProps) {
  return (
    <RACToggleButtonGroup
      {...props}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={selectedKey === undefined ? undefined : [selectedKey]}
      defaultSelectedKeys={defaultSelectedKey === undefined ? undefined : [defaultSelectedKey]}
      onSelectionChange={(keys) => {
        const [key] = keys
        if (key !== undefined) onSelectionChange?.(key)
      }}
      className={styles.group}
      data-size={size}
      data-full-width={fullWidth || undefined}
    >
      {children}
    </RACToggleButtonGroup>
  )
}

export interface SegmentProps extends Omit<RACToggleButtonProps, 'className' | 'children' | 'id'> {
  /** The value this segment stands for. */
  id: Key
  /** The segment's text (or an icon plus `aria-label`). */
  children: ReactNode
}

/** One segment of a SegmentedControl. */
export function Segment({ children, ...props }: SegmentProps) {
  return (
    <RACToggleButton {...props} className={styles.segment}>
      {children}
    </RACToggleButton>
  )
}
