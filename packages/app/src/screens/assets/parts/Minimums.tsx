import { useLingui } from '@lingui/react/macro'
import { CircleAlert, CircleCheck, Info } from 'lucide-react'
import { MIN_ASSET_CREATE_BOT, MIN_ASSET_RUNNING_BOT, WALLET_ASSET } from '@atb/contract'
import { Card, useFormatter } from '@atb/ui'
import styles from './assets.module.css'

/**
 * What the wallet's balance is for (spec §9): live bots need some USDT in it to be created and to
 * keep running. Paper bots trade demo money and need none. Whether the available balance meets
 * each minimum is said in words and an icon, not colour alone.
 */
export function Minimums({ available }: { available: string }) {
  const { t } = useLingui()
  const format = useFormatter()
  const amount = Number(available)
  const create = format.money(MIN_ASSET_CREATE_BOT, WALLET_ASSET)
  const running = format.money(MIN_ASSET_RUNNING_BOT, WALLET_ASSET)
  const checks = [
    {
      id: 'create',
      met: amount >= MIN_ASSET_CREATE_BOT,
      text: t`Creating a live bot needs at least ${create} available.`,
    },
    {
      id: 'running',
      met: amount >= MIN_ASSET_RUNNING_BOT,
      text: t`Live bots keep running while at least ${running} is available.`,
    },
  ]
  return (
    <Card title={t`What your balance is for`} headingLevel={2}>
      <ul className={styles.checks}>
        {checks.map((check) => (
          <li key={check.id} className={styles.check} data-met={check.met}>
            {check.met ? (
              <CircleCheck size={18} aria-hidden />
            ) : (
              <CircleAlert size={18} aria-hidden />
            )}
            <span>
              {check.text}{' '}
              <span className={styles.status}>
                {check.met ? t`Your balance meets this.` : t`Your balance is below this.`}
              </span>
            </span>
          </li>
        ))}
        <li className={styles.check}>
          <Info size={18} aria-hidden />
          <span>{t`Paper bots trade demo money and need no balance.`}</span>
        </li>
      </ul>
    </Card>
  )
}
