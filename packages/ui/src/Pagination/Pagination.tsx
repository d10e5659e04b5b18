import { useLingui } from '@lingui/react/macro'
import { Button } from '../Button/Button'
import styles from './Pagination.module.css'

export interface PaginationProps {
  /** The page shown, from 1. */
  page: number
  /** How many pages there are; with one or none nothing renders. */
  pages: number
  /** Asks for another page. */
  onChange: (page: number) => void
  /** The navigation's accessible name ("Pages" by default). */
  label?: string
}

/** Previous and next with "Page n of m", announced as it changes; hidden for a single page. */
export function Pagination({ page, pages, onChange, label }: PaginationProps) {
  const { t } = useLingui()
  if (pages <= 1) return null
  return (
    <nav className={styles.pagination} aria-label={label ?? t`Pages`}>
      <Button variant="secondary" isDisabled={page <= 1} onPress={() => onChange(page - 1)}>
        {t`Previous`}
      </Button>
      <span aria-live="polite">{t`Page ${page} of ${pages}`}</span>
      <Button variant="secondary" isDisabled={page >= pages} onPress={() => onChange(page + 1)}>
        {t`Next`}
      </Button>
    </nav>
  )
}
