import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { I18n } from '@lingui/core'
import { CircleAlert, CircleCheck, KeyRound, TriangleAlert, Wallet } from 'lucide-react'
import type { AttentionKind, HomeAttention } from '@atb/contract'
import { Link } from '@atb/ui'
import { kindTitle } from '../../bots/botLabels'
import { reasonText } from '../../bots/botReason'
import { exchangeTitles } from '../../bots/create/exchangeName'
import { useHref } from './figures'
import { pairLabel, pairOf } from './pairOf'
import styles from './home.module.css'

const icons: Record<AttentionKind, typeof CircleAlert> = {
  bot_error: CircleAlert,
  bot_out_of_balance: Wallet,
  bot_low_balance: Wallet,
  key_invalid: KeyRound,
  key_disabled: KeyRound,
  key_withdrawal_enabled: TriangleAlert,
}

/** Red for what has stopped a bot or a key, amber for what will. */
const tones: Record<AttentionKind, 'negative' | 'warning'> = {
  bot_error: 'negative',
  bot_out_of_balance: 'warning',
  bot_low_balance: 'warning',
  key_invalid: 'negative',
  key_disabled: 'warning',
  key_withdrawal_enabled: 'warning',
}

interface Said {
  title: string
  action: string
  path: string
}

function say(item: HomeAttention, i18n: I18n): Said {
  const venue = i18n._(exchangeTitles[item.exchange_name])
  const bot = item.bot_kind ? i18n._(kindTitle(item.bot_kind)) : ''
  const pair = item.symbols.map((s) => pairLabel(s, pairOf(s))).join(', ')
  const openBot = { action: i18n._(msg`Open bot`), path: `/bot/view/${item.bot_id ?? ''}` }
  switch (item.kind) {
    case 'bot_error':
      return { title: i18n._(msg`${bot} on ${pair} stopped with an error`), ...openBot }
    case 'bot_out_of_balance':
      return { title: i18n._(msg`${bot} on ${pair} is out of balance`), ...openBot }
    case 'bot_low_balance':
      return { title: i18n._(msg`${bot} on ${pair} is running low on balance`), ...openBot }
    case 'key_invalid':
      return {
        title: i18n._(msg`${venue} refused your API key`),
        action: i18n._(msg`Replace key`),
        path: `/api/update/${item.exchange_name}`,
      }
    case 'key_disabled':
      return {
        title: i18n._(msg`${venue} is disabled: bots cannot trade there`),
        action: i18n._(msg`Connect again`),
        path: `/api/connect/${item.exchange_name}`,
      }
    case 'key_withdrawal_enabled':
      return {
        title: i18n._(msg`Your ${venue} key can withdraw funds, so bots will not use it`),
        action: i18n._(msg`Replace key`),
        path: `/api/update/${item.exchange_name}`,
      }
  }
}

/** What needs the trader, most urgent first; nothing is a calm line, not an empty box. */
export function Attention({ items }: { items: HomeAttention[] }) {
  const { t, i18n } = useLingui()
  const href = useHref()
  return (
    <section className={styles.section} aria-labelledby="home-attention">
      <h2 id="home-attention" className={styles.sectionTitle}>
        {t`Needs attention`}
      </h2>
      {items.length === 0 ? (
        <p className={styles.allGood}>
          <CircleCheck size={18} aria-hidden className={styles.icon} />
          {t`All good: every bot and key is working.`}
        </p>
      ) : (
        <ul className={styles.attention} aria-label={t`Needs attention`}>
          {items.map((item, index) => {
            const Icon = icons[item.kind]
            const said = say(item, i18n)
            const reason = item.reason ? reasonText(item.reason, i18n) : null
            return (
              <li
                key={`${item.kind}-${item.bot_id ?? item.exchange_name}-${index}`}
                className={styles.alert}
                data-tone={tones[item.kind]}
              >
                <Icon size={18} aria-hidden className={styles.alertIcon} />
                <div className={styles.alertText}>
                  <p className={styles.alertTitle}>{said.title}</p>
                  {reason ? <p className={styles.muted}>{reason}</p> : null}
                </div>
                <Link
                  href={href(said.path)}
                  variant="standalone"
                  aria-label={`${said.action}: ${said.title}`}
                >
                  {said.action}
                </Link>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
