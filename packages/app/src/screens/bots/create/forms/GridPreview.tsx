import { useLingui } from '@lingui/react/macro'
import { Card, useFormatter } from '@atb/ui'
import type { SetupEnv } from '../setup/types'
import {
  balanceCheck,
  gridFeeRate,
  gridInvestment,
  gridLevels,
  profitPerGrid,
  snapToTick,
} from './gridMath'
import styles from './grid.module.css'

export interface GridPreviewValues {
  lower_price?: number
  upper_price?: number
  number_of_grid?: number
  grid_mode?: 'arithmetic' | 'geometric'
  coin_per_grid?: number
  leverage?: number
}

/** The quote asset the grid trades in: the chosen pair's, else the form's. */
export const quoteOf = (env: SetupEnv, values: { coin_quote_asset?: string }) =>
  env.symbol?.quote ?? (values.coin_quote_asset || 'USDT')

const isPositive = (n: number | undefined): n is number => typeof n === 'number' && n > 0

/** The levels of a complete range, or null while the range is missing or upside down. */
export function levelsOf(values: GridPreviewValues, tick?: string): number[] | null {
  const { lower_price: lower, upper_price: upper, number_of_grid: grids } = values
  if (!isPositive(lower) || !isPositive(upper) || !isPositive(grids) || lower >= upper) return null
  if (!Number.isInteger(grids) || grids < 2 || grids > 149) return null
  const levels = gridLevels(lower, upper, grids, values.grid_mode ?? 'arithmetic')
  return tick ? levels.map((level) => snapToTick(level, tick)) : levels
}

/** At most this many levels are listed; the rest are summarised by the ladder above the list. */
const LISTED = 10

type Row = { side: 'buy' | 'sell' | 'none' | 'last' | 'gap'; price: number }

/** The level nearest the last price, which the engine leaves without an order. */
function nearestLevel(levels: number[], price: number): number {
  let best = 0
  levels.forEach((level, i) => {
    if (Math.abs(level - price) < Math.abs(levels[best]! - price)) best = i
  })
  return best
}

function rowsOf(levels: number[], last: number | undefined): Row[] {
  const skip = last === undefined ? -1 : nearestLevel(levels, last)
  const rows: Row[] = levels.map((price, i) => ({
    side: i === skip ? 'none' : last !== undefined && price < last ? 'buy' : 'sell',
    price,
  }))
  if (last !== undefined) {
    const at = rows.findIndex((r) => r.price > last)
    rows.splice(at < 0 ? rows.length : at, 0, { side: 'last', price: last })
  }
  rows.reverse()
  if (rows.length <= LISTED) return rows
  // Keep the top, the bottom and the rows around the last price.
  const lastAt = rows.findIndex((r) => r.side === 'last')
  const keep = new Set([0, 1, 2, rows.length - 3, rows.length - 2, rows.length - 1])
  if (lastAt >= 0) [lastAt - 1, lastAt, lastAt + 1].forEach((i) => keep.add(i))
  const shown: Row[] = []
  rows.forEach((row, i) => {
    if (keep.has(i)) shown.push(row)
    else if (shown.at(-1)?.side !== 'gap') shown.push({ side: 'gap', price: NaN })
  })
  return shown
}

/** Each level as a line across a small chart, buys below the last price and sells above it. */
function Ladder({ levels, last }: { levels: number[]; last: number | undefined }) {
  const low = Math.min(levels[0]!, last ?? Infinity)
  const high = Math.max(levels.at(-1)!, last ?? -Infinity)
  const y = (price: number) => 95 - ((price - low) / (high - low || 1)) * 90
  return (
    <svg className={styles.ladder} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden>
      {levels.map((price, i) => (
        <line
          key={i}
          x1="0"
          x2="100"
          y1={y(price)}
          y2={y(price)}
          data-side={last !== undefined && price < last ? 'buy' : 'sell'}
        />
      ))}
      {last !== undefined ? (
        <line x1="0" x2="100" y1={y(last)} y2={y(last)} data-side="last" />
      ) : null}
    </svg>
  )
}

/** The live preview: levels, profit per grid after fees, the investment and the balance check. */
export function GridPreview({
  values,
  env,
  futures,
}: {
  values: GridPreviewValues & { coin_quote_asset?: string }
  env: SetupEnv
  futures: boolean
}) {
  const { t } = useLingui()
  const f = useFormatter()
  const quote = quoteOf(env, values)
  const levels = levelsOf(values, env.symbol?.tick_size)
  const profit = levels ? profitPerGrid(levels, gridFeeRate(futures)) : null
  const invest =
    levels && isPositive(values.coin_per_grid)
      ? gridInvestment(values.coin_per_grid, values.number_of_grid!)
      : null
  const balance = invest === null ? null : balanceCheck(invest, env.balances?.[quote])
  const last = env.lastPrice

  return (
    <section className={styles.preview} aria-labelledby="grid-preview-title">
      <Card title={<span id="grid-preview-title">{t`Preview`}</span>}>
        {levels ? (
          <>
            <dl className={styles.facts}>
              <dt>{t`Profit per grid after fees`}</dt>
              <dd>
                {profit!.min === profit!.max
                  ? f.percent(profit!.min)
                  : `${f.percent(profit!.min)} – ${f.percent(profit!.max)}`}
              </dd>
              <dt>{t`Price levels`}</dt>
              <dd>{f.number(levels.length)}</dd>
              {invest !== null ? (
                <>
                  <dt>{futures ? t`Total margin` : t`Capital committed`}</dt>
                  <dd>{f.money(invest, quote)}</dd>
                  {futures && isPositive(values.leverage) ? (
                    <>
                      <dt>{t`Position size`}</dt>
                      <dd>{f.money(invest * values.leverage, quote)}</dd>
                    </>
                  ) : null}
                </>
              ) : null}
              {balance ? (
                <>
                  <dt>{t`Available`}</dt>
                  <dd>{f.money(balance.available, quote)}</dd>
                </>
              ) : null}
            </dl>
            {balance && balance.short > 0 ? (
              <p className={styles.warning} role="status">
                {t`Not enough ${quote}: this grid needs ${f.money(invest!, quote)} and ${f.money(balance.available, quote)} is available. Add ${f.money(balance.short, quote)} or use fewer or smaller grids.`}
              </p>
            ) : null}
            <h4 className={styles.levelsTitle}>{t`Price levels`}</h4>
            <Ladder levels={levels} last={last} />
            <ul className={styles.levels}>
              {rowsOf(levels, last).map((row, i) =>
                row.side === 'gap' ? (
                  <li key={i} data-side="gap" aria-hidden>
                    ⋯
                  </li>
                ) : (
                  <li key={i} data-side={row.side}>
                    <span>{f.price(row.price)}</span>
                    <span>
                      {row.side === 'last'
                        ? t`Last price`
                        : row.side === 'none'
                          ? t`No order`
                          : row.side === 'buy'
                            ? t`Buy`
                            : t`Sell`}
                    </span>
                  </li>
                ),
              )}
            </ul>
          </>
        ) : (
          <p className={styles.hint}>
            {t`Enter the lower and upper price and the number of grids to see the levels, the profit per grid and the investment.`}
          </p>
        )}
      </Card>
    </section>
  )
}
