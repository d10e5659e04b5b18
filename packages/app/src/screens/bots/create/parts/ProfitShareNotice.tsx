import { useLocation } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { Button, Link, useFormatter } from '@atb/ui'
import type { ExchangeName } from '@atb/contract'
import { splitLocale, withLocale } from '../../../../router/locale'
import { freshFor, useSetupQuery } from './setupData'
import styles from '../create.module.css'

/**
 * The platform's profit share (decision 067), beside the agreements: on a connected exchange the
 * operator's rate of each realised profit is paid from the wallet, which needs 30 USDT to create
 * the bot and 10 to keep it running. The rate comes from the server, never from this file.
 */
export function ProfitShareNotice({ exchange }: { exchange: ExchangeName }) {
  const { t } = useLingui()
  const f = useFormatter()
  const { locale } = splitLocale(useLocation().pathname)
  const [terms, retry] = useSetupQuery('profit-share-terms', freshFor.terms, (data) =>
    data.profitShareTerms(),
  )
  if (exchange === 'paper')
    return <p className={styles.hint}>{t`Paper bots pay no profit share.`}</p>
  if (terms.status === 'error')
    return (
      <p className={styles.hint} data-tone="warning" role="status">
        {t`The profit share’s rate could not be loaded.`}{' '}
        <Button variant="secondary" size="sm" onPress={retry}>
          {t`Try again`}
        </Button>
      </p>
    )
  if (terms.status !== 'done')
    return (
      <p className={styles.hint} aria-busy="true">
        {t`Loading the profit share…`}
      </p>
    )
  const rate = f.percent(Number(terms.data.rate) * 100)
  const create = f.money(terms.data.min_create, 'USDT')
  const running = f.money(terms.data.min_running, 'USDT')
  return (
    <p className={styles.hint} data-testid="profit-share-terms">
      {t`On a connected exchange the platform keeps ${rate} of each realised profit, paid from your USDT wallet; losses pay nothing. Your wallet needs ${create} to create the bot, and the bot pauses when it holds less than ${running}.`}{' '}
      <Link href={withLocale('/assets/deposit', locale)} variant="standalone">
        {t`Deposit USDT`}
      </Link>
    </p>
  )
}
