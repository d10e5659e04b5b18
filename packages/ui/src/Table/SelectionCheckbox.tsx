import { Check, Minus } from 'lucide-react'
import { Checkbox as RACCheckbox } from 'react-aria-components'
import styles from './Table.module.css'

/** The row/all selection box; RAC names it ("Select", "Select All") through the selection slot. */
export function SelectionCheckbox() {
  return (
    <RACCheckbox slot="selection" className={styles.checkbox}>
      {({ isSelected, isIndeterminate }) => (
        <span className={styles.box} aria-hidden>
          {isIndeterminate ? (
            <Minus size={12} strokeWidth={3} />
          ) : isSelected ? (
            <Check size={12} strokeWidth={3} />
          ) : null}
        </span>
      )}
    </RACCheckbox>
  )
}
