import { useEffect, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Card, Link } from '@atb/ui'
import type { BotLock } from '@atb/machines'
import styles from './update.module.css'

/** Why this bot's settings cannot change here, and where to go instead. */
export function NotUpdatable({ lock, backHref }: { lock: BotLock; backHref: string }) {
  const { t } = useLingui()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <Card>
      <div className={styles.form}>
        <h2 ref={heading} tabIndex={-1} className={styles.title}>
          {lock === 'bot_stopped'
            ? t`This bot has stopped`
            : t`This bot's settings cannot be changed while it runs`}
        </h2>
        <p className={styles.lead}>
          {lock === 'bot_stopped'
            ? t`A stopped bot keeps its history but no longer trades, so there is nothing to edit. To trade with different settings, duplicate it from the bot page: the copy starts with these settings for you to change.`
            : t`Only grid bots and spot martingale bots can be edited while they run. To change this one, duplicate it from the bot page with new settings, then stop this one.`}
        </p>
        <div className={styles.actions}>
          <Link href={backHref} variant="standalone">
            {t`Back to the bot`}
          </Link>
        </div>
      </div>
    </Card>
  )
}
