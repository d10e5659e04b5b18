import { useLocation } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { Card, EmptyState, Link, Skeleton, SkeletonGroup, useFormatter } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { splitLocale, withLocale } from '../../router/locale'
import { useResource } from '../account/useResource'
import styles from './affiliate.module.css'

/** /affiliate: the key figures and the way to each affiliate page, with what it holds. */
export function Component() {
  const { t } = useLingui()
  const flows = useFlows()
  const format = useFormatter()
  const { locale } = splitLocale(useLocation().pathname)
  const [overview, reload] = useResource(flows.loadAffiliateOverview, { days: 30 as const })
  const at = (path: string) => withLocale(path, locale)
  const pages = [
    {
      href: at('/affiliate/invite'),
      title: t`Invite friends`,
      text: t`Your link, its QR code and sharing to LINE.`,
    },
    {
      href: at('/affiliate/overview'),
      title: t`Overview`,
      text: t`Invited and active friends and commission, day by day.`,
    },
    {
      href: at('/affiliate/code-history'),
      title: t`Invitation codes`,
      text: t`A code for each place you share, with the signups each brought.`,
    },
    {
      href: at('/affiliate/history'),
      title: t`Commission history`,
      text: t`Each commission credited to your wallet.`,
    },
    {
      href: at('/affiliate/rank'),
      title: t`Rank`,
      text: t`The top affiliates by nickname, and your place.`,
    },
    {
      href: at('/affiliate/tools'),
      title: t`Tools`,
      text: t`Ready texts with your link in five languages.`,
    },
  ]
  const data = overview.status === 'done' ? overview.data : null
  const usdt = (value: string) => format.money(Number(value), 'USDT')
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t`Affiliate`}</h1>
      {overview.status === 'loading' ? (
        <SkeletonGroup label={t`Loading your affiliate figures`}>
          <Skeleton shape="rect" height={120} />
        </SkeletonGroup>
      ) : overview.status === 'error' ? (
        <EmptyState
          title={t`Your affiliate figures could not be loaded`}
          description={t`Check your connection and try again.`}
          actionLabel={t`Try again`}
          onAction={reload}
        />
      ) : data ? (
        <Card title={t`Your figures`} headingLevel={2}>
          <dl className={styles.figures}>
            <div>
              <dt>{t`Invited`}</dt>
              <dd>{format.number(data.invited)}</dd>
            </div>
            <div>
              <dt>{t`Active`}</dt>
              <dd>{format.number(data.active)}</dd>
            </div>
            <div>
              <dt>{t`Commission this month`}</dt>
              <dd>{usdt(data.commission_month)}</dd>
            </div>
            <div>
              <dt>{t`Commission in total`}</dt>
              <dd>{usdt(data.commission_total)}</dd>
            </div>
          </dl>
          {data.invited === 0 ? (
            <p
              className={styles.muted}
            >{t`No one has joined with your code yet. Invite friends to start.`}</p>
          ) : null}
        </Card>
      ) : null}
      <nav aria-label={t`Affiliate pages`}>
        <ul className={styles.pages}>
          {pages.map((page) => (
            <li key={page.href}>
              <Link href={page.href} variant="standalone">
                {page.title}
              </Link>
              <p className={styles.muted}>{page.text}</p>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
