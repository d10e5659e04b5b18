import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { BotCycle, BotView } from '@atb/contract'
import { useFormatter } from '@atb/ui'
import { pairAssetsOf } from '../actions/pairAssets'
import { Figure } from './BotFigures'
import styles from './botView.module.css'

/** Kinds that buy in cycles: averaging down (martingale) or on a schedule (DCA). */
export const hasCycle = (kind: BotView['kind']) => kind === 'spot_martingale' || kind === 'dca'

/**
 * A martingale or DCA bot's current cycle as the server read it from the engine (decision 086):
 * the average entry, the take profit, the next buy, the buys left and the worst case in the
 * setup wizard's words. Nothing is recomputed here; the strings are only formatted.
 */
export function CurrentCycle({ bot }: { bot: BotView }) {
  const { t } = useLingui()
  const cycle = bot.cycle
  return (
    <section aria-labelledby="bot-cycle" className={styles.section}>
      <h2 id="bot-cycle" className={styles.sectionTitle}>
        {t`Current cycle`}
      </h2>
      {cycle ? (
        <CycleFigures bot={bot} cycle={cycle} />
      ) : (
        <p className={styles.muted}>
          {bot.status === 'stopped'
            ? t`The bot is stopped, so it has no open cycle.`
            : t`The cycle starts with the bot’s first order.`}
        </p>
      )}
    </section>
  )
}

function CycleFigures({ bot, cycle: c }: { bot: BotView; cycle: BotCycle }) {
  const { t } = useLingui()
  const format = useFormatter()
  const { base, quote } = pairAssetsOf(bot)
  const martingale = bot.kind === 'spot_martingale'
  const money = (value: string) => format.money(Number(value), quote)
  const size = format.number(Number(c.size))
  const cost = money(c.cost)
  const left = Math.max(0, c.steps_planned - c.steps_used)
  const planned = c.steps_planned
  const lowest = c.lowest_price === null ? null : format.price(Number(c.lowest_price))
  const distance =
    c.take_profit_distance_pct === null
      ? null
      : format.percent(c.take_profit_distance_pct, { signed: true })
  const neededLeft = money(c.needed_left)
  const buysLeft = c.buys_left
  return (
    <>
      <dl className={styles.figures}>
        <Figure
          label={t`Average entry`}
          value={c.average_price === null ? '–' : format.price(Number(c.average_price))}
          note={c.average_price === null ? t`No buy filled yet` : t`${size} ${base} for ${cost}`}
        />
        <Figure
          label={t`Take profit`}
          value={c.take_profit_price === null ? '–' : format.price(Number(c.take_profit_price))}
          note={
            c.taking_profit
              ? t`Taking profit now`
              : distance !== null
                ? t`${distance} from the last price`
                : c.average_price === null
                  ? t`Set by the first buy`
                  : t`Off`
          }
        />
        <Figure
          label={t`Next buy`}
          value={c.next_buy ? money(c.next_buy.amount) : '–'}
          note={<NextBuyNote bot={bot} cycle={c} />}
        />
        <Figure
          label={martingale ? t`Coverage left` : t`Orders left`}
          value={
            martingale
              ? t`${plural(planned, { one: `${left} of # step`, other: `${left} of # steps` })}`
              : t`${plural(planned, { one: `${left} of # order`, other: `${left} of # orders` })}`
          }
          note={martingale && lowest !== null && left > 0 ? t`Down to ${lowest}` : undefined}
        />
        <Figure
          label={martingale ? t`Capital needed at worst` : t`Total committed`}
          value={money(c.worst_case)}
          note={t`Includes ${format.percent(c.fee_reserve_percent)} for trading fees.`}
        />
      </dl>
      <p className={styles.sum}>
        {buysLeft > 0
          ? t`${plural(buysLeft, {
              one: `The # buy left in this cycle needs up to ${neededLeft}, fees included.`,
              other: `The # buys left in this cycle need up to ${neededLeft}, fees included.`,
            })}`
          : t`No buy is left in this cycle: it ends when it takes profit.`}
      </p>
    </>
  )
}

/** When and where the next buy happens, or why there is none. */
function NextBuyNote({ bot, cycle: c }: { bot: BotView; cycle: BotCycle }) {
  const { t } = useLingui()
  const format = useFormatter()
  const next = c.next_buy
  if (c.taking_profit) return t`None while it takes profit`
  if (next?.price) {
    const price = format.price(Number(next.price))
    return t`When the price falls to ${price}`
  }
  if (next?.time) {
    const due = format.dateTime(next.time)
    return t`Due ${due}`
  }
  if (next) return t`At the market price`
  if (c.steps_used < c.steps_planned) return t`The price cannot fall to the next step`
  return bot.kind === 'dca' ? t`All orders placed` : t`All steps used`
}
