import { useLingui } from '@lingui/react/macro'
import { CircleAlert, Info, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import type { BotView } from '@atb/contract'
import { useLocation } from 'react-router'
import { Link, useFormatter } from '@atb/ui'
import { splitLocale, withLocale } from '../../../../router/locale'
import { reasonText } from '../../botReason'
import { exchangeTitles } from './labels'
import styles from './botView.module.css'

function Notice({
  tone,
  title,
  children,
}: {
  tone: 'warning' | 'error' | 'info'
  title: string
  children: ReactNode
}) {
  const Icon = tone === 'error' ? CircleAlert : tone === 'warning' ? TriangleAlert : Info
  return (
    <section
      className={styles.notice}
      data-tone={tone}
      role={tone === 'info' ? 'status' : 'alert'}
      aria-label={title}
    >
      <Icon size={20} aria-hidden className={styles.noticeIcon} />
      <div>
        <h2 className={styles.noticeTitle}>{title}</h2>
        {children}
      </div>
    </section>
  )
}

/**
 * What the status means and what to do: a warning before the bot runs out of balance, the reason
 * for an error or out-of-balance stop, and what a pause or stop left behind.
 */
export function BotNotices({ bot }: { bot: BotView }) {
  const { t, i18n } = useLingui()
  const format = useFormatter()
  const { locale } = splitLocale(useLocation().pathname)
  const exchange = i18n._(exchangeTitles[bot.exchange_name])
  const reason = bot.reason && reasonText(bot.reason, i18n)
  const notices: ReactNode[] = bot.warnings.map((warning) => {
    const available = format.money(Number(warning.available), warning.asset)
    const needed = format.money(Number(warning.needed), warning.asset)
    const asset = warning.asset
    return (
      <Notice
        key={`${warning.code}-${asset}`}
        tone="warning"
        title={t`Low balance: the bot may stop soon`}
      >
        <p className={styles.noticeText}>
          {t`Available ${available}; its next orders need ${needed}.`}
        </p>
        <p className={styles.noticeText}>
          {t`Add ${asset} to your ${exchange} account to keep it trading, or stop the bot and keep or sell its coins.`}
        </p>
      </Notice>
    )
  })
  if (bot.status === 'out_of_balance')
    notices.unshift(
      <Notice key="status" tone="error" title={t`Out of balance: the bot stopped placing orders`}>
        {reason ? <p className={styles.noticeText}>{reason}</p> : null}
        <p className={styles.noticeText}>
          {t`Add funds to your ${exchange} account, then resume the bot; or stop it and keep or sell its coins.`}
        </p>
      </Notice>,
    )
  if (bot.status === 'error')
    notices.unshift(
      <Notice key="status" tone="error" title={t`The bot stopped on an error`}>
        {reason ? <p className={styles.noticeText}>{reason}</p> : null}
        <p className={styles.noticeText}>
          {t`Check your ${exchange} connection and API key, then resume the bot; its figures and history below are kept.`}
        </p>
      </Notice>,
    )
  if (bot.status === 'paused' && bot.paused_for === 'wallet_low')
    notices.unshift(
      <Notice key="status" tone="error" title={t`Paused: your wallet is under 10 USDT`}>
        <p className={styles.noticeText}>
          {t`Bots on a connected exchange pay the profit share from your USDT wallet, so they pause while it holds less than 10 USDT. Deposit USDT, then resume the bot.`}
        </p>
        <p className={styles.noticeText}>
          <Link href={withLocale('/assets/deposit', locale)} variant="standalone">
            {t`Deposit USDT`}
          </Link>
        </p>
      </Notice>,
    )
  else if (bot.status === 'paused')
    notices.unshift(
      <Notice key="status" tone="info" title={t`Paused`}>
        <p className={styles.noticeText}>{t`The bot places no new orders until you resume it.`}</p>
      </Notice>,
    )
  if (bot.status === 'stopped') {
    const stoppedAt = bot.stopped_at ? format.dateTime(bot.stopped_at) : ''
    notices.unshift(
      <Notice key="status" tone="info" title={t`Stopped ${stoppedAt}`}>
        <p className={styles.noticeText}>
          {bot.stop_mode === 'sell'
            ? t`Its coins were sold at market when it stopped.`
            : bot.stop_mode === 'keep'
              ? t`Its coins were kept in your account when it stopped.`
              : null}{' '}
          {t`These are its final figures; the trades and event log stay here.`}
        </p>
        {reason ? <p className={styles.noticeText}>{reason}</p> : null}
      </Notice>,
    )
  }
  return notices.length ? <div className={styles.notices}>{notices}</div> : null
}
