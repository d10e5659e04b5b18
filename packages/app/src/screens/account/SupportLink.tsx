import { useLingui } from '@lingui/react/macro'
import { Link } from '@atb/ui'
import { SUPPORT_URL } from '../../services/support'
import styles from './account.module.css'

/** The way to a human: the chat official account. */
export function SupportLink() {
  const { t } = useLingui()
  return (
    <p className={styles.muted}>
      {t`Need help?`}{' '}
      <Link href={SUPPORT_URL} isExternal>
        {t`Contact support on LINE`}
      </Link>
    </p>
  )
}
