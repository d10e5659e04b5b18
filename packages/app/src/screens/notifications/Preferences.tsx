import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { NotificationPreferences } from '@atb/contract'
import { Button, Card, Skeleton, Switch } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { useResource } from '../account/useResource'
import { useCategoryTitles } from './texts'
import styles from './notifications.module.css'

type Key = keyof NotificationPreferences
type Category = Exclude<Key, 'resume_after_outage'>
const order: Category[] = ['bot', 'bot_fills', 'wallet', 'security', 'affiliate', 'events']

/** What the user receives, one switch a category, saved as each is flipped (decision 068). */
export function Preferences() {
  const { t } = useLingui()
  const flows = useFlows()
  const titles = useCategoryTitles()
  const [loaded, reload] = useResource(flows.loadNotificationPreferences, {})
  /** The switches as flipped here; until then, as loaded. */
  const [edited, setPrefs] = useState<NotificationPreferences | null>(null)
  const prefs = edited ?? (loaded.status === 'done' ? loaded.data : null)
  const [saving, setSaving] = useState<Key | null>(null)
  const help: Record<Category, string> = {
    bot: t`Stops, errors and running out of balance.`,
    bot_fills: t`Every order your bots fill. Off unless you turn it on.`,
    wallet: t`Deposits, transfers and withdrawals.`,
    security: t`New logins and password or PIN changes. These are also emailed to you.`,
    affiliate: t`New referrals and commission.`,
    events: t`Events and tournaments.`,
  }
  const label: Record<Category, string> = { ...titles, bot_fills: t`Bot order fills` }
  const flip = (key: Key, value: boolean) => {
    if (!prefs) return
    const next = { ...prefs, [key]: value }
    setPrefs(next)
    setSaving(key)
    flows.saveNotificationPreferences(next).then(
      (saved) => {
        setPrefs(saved)
        setSaving(null)
        flows.notify(t`Notification settings saved`)
      },
      () => {
        setPrefs(prefs)
        setSaving(null)
        flows.notify(t`Your settings could not be saved. Try again.`)
      },
    )
  }
  return (
    <Card>
      <section className={styles.prefs} aria-labelledby="notification-prefs">
        <h2 id="notification-prefs" className={styles.subtitle}>
          {t`What you receive`}
        </h2>
        {loaded.status === 'error' ? (
          <div className={styles.head}>
            <p
              className={styles.muted}
              role="alert"
            >{t`Your notification settings could not be loaded.`}</p>
            <Button size="sm" variant="secondary" onPress={reload}>{t`Try again`}</Button>
          </div>
        ) : !prefs ? (
          <Skeleton lines={6} />
        ) : (
          order.map((key) => (
            <Switch
              key={key}
              labelPosition="start"
              isSelected={prefs[key]}
              isDisabled={saving !== null || (key === 'bot_fills' && !prefs.bot)}
              description={help[key]}
              onChange={(value) => flip(key, value)}
            >
              {label[key]}
            </Switch>
          ))
        )}
      </section>
      {prefs ? (
        <section className={styles.prefs} aria-labelledby="outage-prefs">
          <h2 id="outage-prefs" className={styles.subtitle}>
            {t`When an exchange stops answering`}
          </h2>
          <Switch
            labelPosition="start"
            isSelected={prefs.resume_after_outage}
            isDisabled={saving !== null}
            description={t`Bots on an exchange that fails every request for two minutes pause themselves. With this on, they resume when it answers again; off, they stay paused until you resume them.`}
            onChange={(value) => flip('resume_after_outage', value)}
          >
            {t`Resume paused bots by themselves`}
          </Switch>
        </section>
      ) : null}
    </Card>
  )
}
