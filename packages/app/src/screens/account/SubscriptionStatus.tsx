import { useLingui } from '@lingui/react/macro'
import type { SubscriptionStatus as Status } from '@atb/contract'
import { Badge, Card, useFormatter } from '@atb/ui'

/** Active or not, and until when. */
export function SubscriptionStatus({ status }: { status: Status }) {
  const { t } = useLingui()
  const format = useFormatter()
  const until = status.expires_at ? format.date(status.expires_at) : null
  return (
    <Card
      title={t`Subscription`}
      headingLevel={2}
      actions={
        <Badge variant={status.active ? 'positive' : 'neutral'}>
          {status.active ? t`Active` : t`Inactive`}
        </Badge>
      }
    >
      {status.active && until
        ? t`Your bots can run until ${until}.`
        : until
          ? t`Your subscription ended on ${until}. Redeem a code to continue.`
          : t`You have not activated a subscription yet.`}
    </Card>
  )
}
