import { useLingui } from '@lingui/react/macro'
import type { BotSellRequest, BotView } from '@atb/contract'
import { useFormatter } from '@atb/ui'
import type { PairAssets } from './pairAssets'
import { sellEstimate } from './sellPreview'
import styles from './actions.module.css'

/** The line under the sell form: what the sale comes to at the last price. */
export function SellPreview({
  values,
  bot,
  assets,
}: {
  values: Partial<BotSellRequest>
  bot: BotView
  assets: PairAssets
}) {
  const { t } = useLingui()
  const fmt = useFormatter()
  const { base, quote, symbol } = assets
  const last = symbol ? bot.performance.last_prices[symbol] : undefined
  if (!last) return null
  const price = `${fmt.price(last)} ${quote}`
  const held = bot.sellable === null ? undefined : Number(bot.sellable)
  const estimate = sellEstimate(values, last, held)
  const line = estimate
    ? t`≈ ${fmt.number(estimate.quantity ?? 0, 8)} ${base} for ${fmt.money(estimate.value ?? 0, quote)} at the last price, ${price}.`
    : values.sell_all
      ? t`Everything the bot holds, at about ${price} (the last price).`
      : values.type === 'PERCENT' && values.percent
        ? t`${fmt.percent(values.percent)} of the ${base} the bot holds, at about ${price} (the last price).`
        : t`Last price: ${price}.`
  return (
    <div className={styles.preview} aria-live="polite">
      <p>{line}</p>
      {held !== undefined ? (
        <p
          className={styles.note}
        >{t`The bot holds ${fmt.number(held, 8)} ${base} it can sell now.`}</p>
      ) : null}
      <p
        className={styles.note}
      >{t`A market order fills at the best price available, so the result can differ slightly.`}</p>
    </div>
  )
}
