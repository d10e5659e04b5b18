import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { CircleAlert, Info, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import type { BotView, BotWarning } from '@atb/contract'
import { useLocation } from 'react-router'
import { Link, useFormatter } from '@atb/ui'
import { splitLocale, withLocale } from '../../../../router/locale'
import { reasonText, rejectionText } from '../../botReason'
import { useOrderWords } from '../../orders/useOrderWords'
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
  /** What the warning's figure counts, said with it (decision 086). */
  const needs = (warning: BotWarning, available: string, needed: string) => {
    const buys = warning.buys_left ?? 0
    if (warning.counts === 'minimum')
      return t`It holds ${available}, under ${needed}: twice the minimum a running bot needs.`
    if (warning.counts === 'last_buy')
      return t`Available ${available}; a buy as large as its last needs ${needed}.`
    return t`${plural(buys, {
      one: `Available ${available}; the # buy left in this cycle needs up to ${needed} at worst, fees included.`,
      other: `Available ${available}; the # buys left in this cycle need up to ${needed} at worst, fees included.`,
    })}`
  }
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
        <p className={styles.noticeText}>{needs(warning, available, needed)}</p>
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
  if (bot.rejected_orders.length > 0) notices.push(<RefusedOrders key="refused" bot={bot} />)
  return notices.length ? <div className={styles.notices}>{notices}</div> : null
}

/** The orders of its current settings the venue refused, each with why (decision 088). */
function RefusedOrders({ bot }: { bot: BotView }) {
  const { t, i18n } = useLingui()
  const format = useFormatter()
  const words = useOrderWords()
  const exchange = i18n._(exchangeTitles[bot.exchange_name])
  const coin = bot.config.coin_base_asset
  return (
    <Notice tone="warning" title={t`${exchange} refused some of the bot’s orders`}>
      <ul className={styles.noticeList}>
        {bot.rejected_orders.map((o) => {
          const side = words.side[o.side]
          const amount = `${format.number(Number(o.qty ?? 0))} ${typeof coin === 'string' ? coin : o.symbol}`
          const price = o.price === null ? null : format.price(Number(o.price))
          const why = o.rejection ? rejectionText(o.rejection, i18n) : t`No reason was given.`
          return (
            <li key={o.id} className={styles.noticeText}>
              {price === null
                ? t`${side} ${amount} at market: ${why}`
                : t`${side} ${amount} at ${price}: ${why}`}
            </li>
          )
        })}
      </ul>
      <p className={styles.noticeText}>
        {t`The bot trades on without them. The order history lists every refused order.`}
      </p>
    </Notice>
  )
}
