import { useLocation, useNavigate } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { SearchX } from 'lucide-react'
import { EmptyState } from '@atb/ui'
import { useLocalePath } from './venues'
import styles from './api.module.css'

/** An address naming no venue a key connects (a typo, or Paper, which needs no key). */
export function UnknownVenue() {
  const { t } = useLingui()
  const { pathname } = useLocation()
  const to = useLocalePath()
  const navigate = useNavigate()
  const name = decodeURIComponent(pathname.split('/').filter(Boolean).pop() ?? '')
  return (
    <div className={styles.narrow}>
      <EmptyState
        headingLevel={2}
        icon={<SearchX aria-hidden size={32} />}
        title={t`Exchange not found`}
        description={t`“${name}” is not an exchange you can connect with a key. Choose Binance, OKX or OANDA on the API keys page; Paper needs no key.`}
        actionLabel={t`Go to API keys`}
        onAction={() => void navigate(to('/api'))}
      />
    </div>
  )
}
