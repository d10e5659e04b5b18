import { useLingui } from '@lingui/react/macro'
import type { BasketWeight, BotView } from '@atb/contract'
import { EmptyState, Table, useFormatter } from '@atb/ui'
import styles from './botView.module.css'

type WeightRow = BasketWeight & { id: string }

/**
 * A basket bot's coins (issue 27): the weight each should have, the weight it has at the page's
 * prices, the drift between them, and what the bot holds. The server computes every figure.
 */
export function BotWeights({ bot }: { bot: BotView }) {
  const { t } = useLingui()
  const format = useFormatter()
  if (!bot.weights) return null
  const currency = bot.performance.currency
  const rows: WeightRow[] = bot.weights.map((w) => ({ ...w, id: w.symbol }))
  const nothingHeld = rows.length > 0 && rows.every((w) => Number(w.amount) === 0)
  const threshold = bot.config.automatic_rebalance_condition === 'threshold'
  const limit = format.percent(Number(bot.config.advanced_config_threshold ?? 0))
  return (
    <section aria-labelledby="bot-weights" className={styles.section}>
      <h2 id="bot-weights" className={styles.sectionTitle}>
        {t`Weights`}
      </h2>
      {nothingHeld ? (
        <p className={styles.muted}>
          {bot.status === 'stopped'
            ? t`The bot holds none of its coins now.`
            : t`The bot holds none of its coins yet: it buys them at the start, or when their trigger price is reached.`}
        </p>
      ) : null}
      <Table<WeightRow>
        aria-label={t`Target and current weights`}
        stackOnNarrow
        rows={rows}
        emptyState={
          <EmptyState
            size="sm"
            headingLevel={3}
            title={t`No coins in this basket`}
            description={t`Its settings name no coins to hold.`}
          />
        }
        columns={[
          { id: 'coin', name: t`Coin`, isRowHeader: true, cell: (w) => w.asset },
          {
            id: 'target',
            name: t`Target weight`,
            numeric: true,
            cell: (w) => format.percent(Number(w.target_pct)),
          },
          {
            id: 'current',
            name: t`Current weight`,
            numeric: true,
            cell: (w) => format.percent(Number(w.current_pct)),
          },
          {
            id: 'drift',
            name: t`Drift`,
            numeric: true,
            cell: (w) => format.percent(Number(w.drift_pct), { signed: true }),
          },
          {
            id: 'amount',
            name: t`Quantity held`,
            numeric: true,
            cell: (w) => format.number(Number(w.amount)),
          },
          {
            id: 'value',
            name: t`Value`,
            numeric: true,
            cell: (w) => format.money(Number(w.value), currency),
          },
        ]}
      />
      <p className={styles.legend}>
        {threshold
          ? t`Current weight: the coin's share of the bot's value at the last prices. Drift: current minus target weight, in percentage points. The bot rebalances when a drift reaches ±${limit}.`
          : t`Current weight: the coin's share of the bot's value at the last prices. Drift: current minus target weight, in percentage points.`}
      </p>
    </section>
  )
}
