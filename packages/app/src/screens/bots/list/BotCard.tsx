import { useContext } from 'react'
import { useLingui } from '@lingui/react/macro'
import { CircleAlert, CirclePause, CirclePlay, CircleStop, Wallet } from 'lucide-react'
import { Link as RACLink } from 'react-aria-components'
import type { BotStatusName, BotSummary } from '@atb/contract'
import { Badge, useFormatter } from '@atb/ui'
import { exchangeTitles } from '../create/exchangeName'
import { reasonText } from '../botReason'
import { kindTitle, statusTitles, statusVariants } from './labels'
import { PnlText } from './PnlText'
import { NowContext, formatRuntime, runtimeMs } from './runtime'
import styles from './list.module.css'

const statusIcons: Record<BotStatusName, typeof CirclePlay> = {
  running: CirclePlay,
  paused: CirclePause,
  stopped: CircleStop,
  error: CircleAlert,
  out_of_balance: Wallet,
}

/** "BTCUSDT" reads "BTC/USDT" when the quote is the bot's currency; baskets list their coins. */
export function pairName(bot: Pick<BotSummary, 'symbols' | 'currency'>): string {
  return bot.symbols
    .map((symbol) =>
      symbol.length > bot.currency.length && symbol.endsWith(bot.currency)
        ? `${symbol.slice(0, -bot.currency.length)}/${bot.currency}`
        : symbol,
    )
    .join(', ')
}

export function StatusBadge({ status }: { status: BotStatusName }) {
  const { i18n } = useLingui()
  const Icon = statusIcons[status]
  return (
    <Badge variant={statusVariants[status]} size="sm" icon={<Icon size={12} aria-hidden />}>
      {i18n._(statusTitles[status])}
    </Badge>
  )
}

/** One bot: a card on a phone, a rich row on a wide screen; the pair is the link to its page. */
export function BotCard({ bot, href }: { bot: BotSummary; href: string }) {
  const { t, i18n } = useLingui()
  const format = useFormatter()
  const now = useContext(NowContext)()
  const history = bot.status === 'stopped'
  const kind = i18n._(kindTitle(bot.kind))
  const pair = pairName(bot)
  const runtime = formatRuntime(runtimeMs(bot.created_at, bot.stopped_at, now), format.locale)
  const needsAttention = bot.status === 'error' || bot.status === 'out_of_balance'
  const reason = bot.reason && reasonText(bot.reason, i18n)
  return (
    <li className={styles.card} data-status={bot.status}>
      <div className={styles.cardHead}>
        <h3 className={styles.pair}>
          {/* Named with the kind too: two bots on one pair still get links that tell them apart. */}
          <RACLink href={href} className={styles.cardLink} aria-label={t`${pair}, ${kind}`}>
            {pair}
          </RACLink>
        </h3>
        <StatusBadge status={bot.status} />
      </div>
      <p className={styles.meta}>
        <span>{kind}</span>
        {bot.exchange_name === 'paper' ? (
          <Badge variant="info" size="sm">{t`Paper`}</Badge>
        ) : (
          <span>{i18n._(exchangeTitles[bot.exchange_name])}</span>
        )}
      </p>
      {reason && (needsAttention || history) ? (
        <p className={styles.reason} data-status={bot.status}>
          {history ? t`Reason: ${reason}` : reason}
        </p>
      ) : null}
      <dl className={styles.figures}>
        <div>
          <dt>{t`Investment`}</dt>
          <dd>{format.money(Number(bot.investment), bot.currency)}</dd>
        </div>
        <div>
          <dt>{history ? t`Final PnL` : t`Total PnL`}</dt>
          <dd>
            <PnlText
              value={Number(bot.total_pnl)}
              currency={bot.currency}
              percent={bot.total_pnl_pct}
            />
          </dd>
        </div>
        {!history && bot.today_pnl !== null ? (
          <div>
            <dt>{t`Today`}</dt>
            <dd>
              <PnlText value={Number(bot.today_pnl)} currency={bot.currency} />
            </dd>
          </div>
        ) : null}
        {bot.grid_profit !== null ? (
          <div>
            <dt>{t`Grid profit`}</dt>
            <dd>
              <PnlText value={Number(bot.grid_profit)} currency={bot.currency} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t`Runtime`}</dt>
          <dd>{runtime}</dd>
        </div>
        {history && bot.stopped_at ? (
          <div>
            <dt>{t`Stopped`}</dt>
            <dd>{format.dateTime(bot.stopped_at)}</dd>
          </div>
        ) : null}
        {history ? (
          <div>
            <dt>{t`On stop`}</dt>
            <dd>
              {bot.stop_mode === 'sell'
                ? t`Sold at market`
                : bot.stop_mode === 'keep'
                  ? t`Kept holdings`
                  : t`Not recorded`}
            </dd>
          </div>
        ) : null}
      </dl>
    </li>
  )
}
