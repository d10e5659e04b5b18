import { useLingui } from '@lingui/react/macro'
import { Link } from '@atb/ui'
import { useLocation } from 'react-router'
import { splitLocale, withLocale } from '../../../router/locale'
import { usePageTitle } from './usePageTitle'
import styles from './pair.module.css'

/** An address naming a pair the market does not list: said plainly, with the way back. */
export function PairNotFound({ typed }: { typed: string }) {
  const { t } = useLingui()
  const { locale } = splitLocale(useLocation().pathname)
  const title = typed ? t`We don't list ${typed}` : t`No pair in this address`
  usePageTitle(title)
  return (
    <div className={styles.page}>
      <section className={styles.missing} aria-labelledby="pair-missing">
        <h1 id="pair-missing" className={styles.title}>
          {title}
        </h1>
        <p>
          {t`The market has no pair at this address. Check the spelling, or pick a pair from the market list: crypto, forex and gold.`}
        </p>
        <Link href={withLocale('/market', locale)} variant="standalone">
          {t`Back to the market`}
        </Link>
      </section>
    </div>
  )
}
