import { useLingui } from '@lingui/react/macro'
import { FlaskConical } from 'lucide-react'
import type { BotView } from '@atb/contract'
import { Badge, useFormatter } from '@atb/ui'
import { BotActions } from '../actions/BotActions'
import { PublicSwitch } from './PublicSwitch'
import { exchangeTitles, kindTitle, pairTitle, statusTitles, statusVariants } from './labels'
import { useDuration } from './useDuration'
import styles from './botView.module.css'

/** Pair, strategy, venue, status and runtime, with the bot's actions. */
export function BotHeader({
  bot,
  lastPrice,
  onChanged,
}: {
  bot: BotView
  lastPrice: number | undefined
  onChanged: () => void
}) {
  const { t, i18n } = useLingui()
  const format = useFormatter()
  const duration = useDuration()
  const runtime = duration(bot.performance.runtime_ms)
  const created = format.dateTime(bot.created_at)
  const stopped = bot.stopped_at ? format.dateTime(bot.stopped_at) : ''
  return (
    <header className={styles.header}>
      <div className={styles.headline}>
        <h1 className={styles.title}>
          {pairTitle(bot)} <span className={styles.kind}>{i18n._(kindTitle(bot.kind))}</span>
        </h1>
        <div className={styles.tags}>
          <Badge variant={statusVariants[bot.status]}>{i18n._(statusTitles[bot.status])}</Badge>
          {bot.exchange_name === 'paper' ? (
            <Badge variant="info" icon={<FlaskConical size={14} aria-hidden />}>
              {t`Paper trading, no real funds`}
            </Badge>
          ) : (
            <Badge>{i18n._(exchangeTitles[bot.exchange_name])}</Badge>
          )}
        </div>
        <p className={styles.meta}>
          {bot.stopped_at
            ? t`Ran ${runtime}, created ${created}, stopped ${stopped}`
            : t`Runtime ${runtime}, created ${created}`}
          {lastPrice !== undefined ? (
            <>
              {' · '}
              <span aria-live="off">{t`Last price ${format.price(lastPrice)}`}</span>
            </>
          ) : null}
        </p>
        <PublicSwitch bot={bot} />
      </div>
      <div className={styles.actions}>
        <BotActions bot={bot} onChanged={onChanged} />
      </div>
    </header>
  )
}
