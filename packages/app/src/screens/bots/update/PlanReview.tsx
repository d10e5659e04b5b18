import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Button, Card, Skeleton, SkeletonGroup, useFormatter } from '@atb/ui'
import type { BotEditPlan, EditPlanOrder } from '@atb/contract'
import type { FormMessage } from '@atb/machines'
import { useMessage } from '../../../i18n/useMessage'
import styles from './update.module.css'

export interface PlanReviewProps {
  /** The server's dry run of the edit; null while it is worked out or when it failed. */
  plan: BotEditPlan | null
  loading: boolean
  /** Why the dry run failed; it can be asked for again. */
  error: FormMessage | null
  /** The last save was refused because the orders had changed: this is the new plan. */
  changed: boolean
  onRetry: () => void
}

/** The orders of one side as one line: how many, their price range and amount. */
function useSideLines(orders: EditPlanOrder[], base: string) {
  const { t } = useLingui()
  const f = useFormatter()
  return (['buy', 'sell'] as const).flatMap((side) => {
    const mine = orders.filter((o) => o.side === side)
    if (mine.length === 0) return []
    const prices = mine.map((o) => Number(o.price ?? 0))
    const low = f.price(Math.min(...prices))
    const high = f.price(Math.max(...prices))
    const amount = `${f.number(mine.reduce((sum, o) => sum + Number(o.qty), 0))} ${base}`
    const n = mine.length
    const text =
      side === 'buy'
        ? n === 1
          ? t`1 buy at ${low}, ${amount}`
          : t`${n} buys from ${low} to ${high}, ${amount} in all`
        : n === 1
          ? t`1 sell at ${low}, ${amount}`
          : t`${n} sells from ${low} to ${high}, ${amount} in all`
    return [{ side, text }]
  })
}

/** Every order of a list, one per line: side, amount and price. */
function OrderList({ orders, base }: { orders: EditPlanOrder[]; base: string }) {
  const { t } = useLingui()
  const f = useFormatter()
  return (
    <ul className={styles.orders}>
      {orders.map((o, i) => {
        const amount = `${f.number(Number(o.qty))} ${base}`
        const price = f.price(Number(o.price ?? 0))
        return (
          <li key={i}>
            {o.side === 'buy' ? t`Buy ${amount} at ${price}` : t`Sell ${amount} at ${price}`}
          </li>
        )
      })}
    </ul>
  )
}

function MarketOrders({ plan }: { plan: BotEditPlan }) {
  const { t } = useLingui()
  const f = useFormatter()
  if (plan.market.length === 0)
    return (
      <p className={styles.market} data-kind="none">
        {t`No market order: the bot already holds what its new orders need.`}
      </p>
    )
  return plan.market.map((o, i) => {
    const amount = `${f.number(Number(o.qty))} ${plan.base_asset}`
    const quote = f.money(Number(o.quote), plan.quote_asset)
    const price = f.price(Number(plan.price))
    return (
      <p key={i} className={styles.market} data-kind={o.side}>
        <strong>
          {o.side === 'buy'
            ? t`Buys about ${amount} at market, about ${quote}`
            : t`Sells about ${amount} at market, about ${quote}`}
        </strong>{' '}
        {t`(at the last price, ${price}; the fill may differ a little).`}
      </p>
    )
  })
}

/**
 * What saving sends (decision 088): any market order with its amount first, then the open orders
 * it cancels and the limit orders it places, by side, with every order a click away.
 */
export function PlanReview({ plan, loading, error, changed, onRetry }: PlanReviewProps) {
  const { t } = useLingui()
  const translate = useMessage()
  const base = plan?.base_asset ?? ''
  const cancels = useSideLines(plan?.cancels ?? [], base)
  const places = useSideLines(plan?.places ?? [], base)
  let body
  if (loading)
    body = (
      <SkeletonGroup label={t`Working out the orders`}>
        <Skeleton lines={3} />
      </SkeletonGroup>
    )
  else if (error || !plan)
    body = (
      <div className={styles.planFailed}>
        <p role="alert" className={styles.alert}>
          {t`The orders this edit sends could not be worked out, so it cannot be saved yet.`}{' '}
          {error ? translate(error) : null}
        </p>
        <Button variant="secondary" onPress={onRetry}>
          {t`Try again`}
        </Button>
      </div>
    )
  else {
    const waits = plan.market.length > 0 && plan.places.length > 0
    body = (
      <>
        {changed ? (
          <p role="status" className={styles.alert}>
            {t`The price moved and the orders changed, so nothing was saved. These are the orders saving sends now.`}
          </p>
        ) : null}
        <MarketOrders plan={plan} />
        <div className={styles.planSides}>
          <div>
            <h4 className={styles.planTitle}>
              {plan.cancels.length === 0
                ? t`No open order to cancel`
                : t`${plural(plan.cancels.length, {
                    one: 'Cancels # open order',
                    other: 'Cancels # open orders',
                  })}`}
            </h4>
            <ul className={styles.sides}>
              {cancels.map((line) => (
                <li key={line.side}>{line.text}</li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className={styles.planTitle}>
              {plan.places.length === 0
                ? t`No limit order to place`
                : t`${plural(plan.places.length, {
                    one: 'Places # limit order',
                    other: 'Places # limit orders',
                  })}`}
            </h4>
            <ul className={styles.sides}>
              {places.map((line) => (
                <li key={line.side}>{line.text}</li>
              ))}
            </ul>
          </div>
        </div>
        {waits ? (
          <p className={styles.hint}>
            {t`The orders that need the coins or cash of the market order go out once it fills.`}
          </p>
        ) : null}
        {plan.cancels.length + plan.places.length > 0 ? (
          <details className={styles.every}>
            <summary>{t`Show every order`}</summary>
            <h5 className={styles.planTitle}>{t`Cancelled`}</h5>
            <OrderList orders={plan.cancels} base={base} />
            <h5 className={styles.planTitle}>{t`Placed`}</h5>
            <OrderList orders={plan.places} base={base} />
          </details>
        ) : null}
      </>
    )
  }
  return (
    <Card>
      <section className={styles.plan} aria-labelledby="update-plan-title" aria-busy={loading}>
        <h3 id="update-plan-title" className={styles.planHeading}>
          {t`What saving sends`}
        </h3>
        {body}
      </section>
    </Card>
  )
}
