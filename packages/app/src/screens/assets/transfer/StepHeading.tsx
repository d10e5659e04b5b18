import { useEffect, useRef, type ReactNode } from 'react'
import styles from '../parts/assets.module.css'

/**
 * A step's heading. Focus follows the step, so a screen reader hears the new step rather than a
 * button that vanished; the first step keeps focus where the page put it.
 */
export function StepHeading({
  id,
  focus = false,
  children,
}: {
  id: string
  focus?: boolean
  children: ReactNode
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) heading.current?.focus()
  }, [focus])
  return (
    <h2 id={id} ref={heading} tabIndex={-1} className={styles.sectionTitle}>
      {children}
    </h2>
  )
}
