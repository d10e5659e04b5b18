import { useLingui } from '@lingui/react/macro'
import { Construction } from 'lucide-react'
import { EmptyState } from '@atb/ui'
import { useRouteTitle } from '../shell/useRouteTitle'
import styles from './screens.module.css'

/**
 * A product area whose screens arrive with later issues. It names the area and says so honestly,
 * instead of a blank page, so navigation, titles and guards can be exercised end to end now.
 */
export function Component() {
  const { t } = useLingui()
  const title = useRouteTitle() ?? t`Auto Trading Bot`
  return (
    <section className={styles.page} aria-labelledby="section-title">
      <h1 id="section-title" className={styles.title}>
        {title}
      </h1>
      <EmptyState
        icon={<Construction aria-hidden size={32} />}
        title={t`Coming soon`}
        description={t`This part of Auto Trading Bot is being built and will appear in an upcoming release.`}
      />
    </section>
  )
}
