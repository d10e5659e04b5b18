import { useLingui } from '@lingui/react/macro'
import { Link as RACLink } from 'react-aria-components'
import { Plus, Sparkles } from 'lucide-react'
import { useHref } from './figures'
import styles from './home.module.css'

/** A new trader's first screen: what Paper is, and the one step to take. */
export function Welcome() {
  const { t } = useLingui()
  const href = useHref()
  return (
    <section className={styles.welcome} aria-labelledby="home-welcome">
      <Sparkles size={28} aria-hidden className={styles.welcomeIcon} />
      <div className={styles.welcomeText}>
        <h2 id="home-welcome" className={styles.sectionTitle}>
          {t`Welcome! Start with Paper`}
        </h2>
        <p className={styles.muted}>
          {t`Paper is the built-in demo venue: 10,000 USDT for crypto and 10,000 USD for forex and gold, traded at live market prices. Try any strategy there without risking money, then connect an exchange when you are ready.`}
        </p>
      </div>
      <RACLink href={href('/bot/create')} className={styles.primaryLink}>
        <Plus size={16} aria-hidden />
        {t`Create your first bot`}
      </RACLink>
    </section>
  )
}
