import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Badge, Card, Link, Skeleton } from '@atb/ui'
import {
  marketTitles,
  markets,
  strategiesOf,
  themeTitles,
  themesOf,
  type Market,
  type Theme,
} from '@atb/contract'
import { useWizard, type Wizard } from './useWizard'
import { WizardFrame } from './WizardFrame'
import styles from './create.module.css'

/**
 * /bot/create, /bot/create/{market} and /bot/create/{market}/{theme}: the choosing steps. Every
 * card is a link, so the address holds the choice and Back, Forward and deep links work.
 */
export function Component() {
  const wizard = useWizard()
  const { market, theme } = wizard.snapshot.context
  return (
    <WizardFrame wizard={wizard}>
      {wizard.step === 'market' ? (
        <MarketStep wizard={wizard} />
      ) : wizard.step === 'theme' && market ? (
        <ThemeStep wizard={wizard} market={market} />
      ) : wizard.step === 'strategy' && market && theme ? (
        <StrategyStep wizard={wizard} market={market} theme={theme} />
      ) : (
        // A setup address opened here is about to be replaced by its own page.
        <Skeleton shape="rect" height={160} />
      )}
    </WizardFrame>
  )
}

function Step({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.step} aria-labelledby="wizard-step-title">
      <h2 id="wizard-step-title" className={styles.heading}>
        {title}
      </h2>
      <p className={styles.lead}>{lead}</p>
      {children}
    </section>
  )
}

function MarketStep({ wizard }: { wizard: Wizard }) {
  const { t, i18n } = useLingui()
  const about: Record<Market, string> = {
    crypto: t`Bitcoin, Ether and other coins, around the clock.`,
    forex: t`Currency pairs such as EUR/USD.`,
    gold: t`Gold against the US dollar.`,
  }
  return (
    <Step title={t`Choose a market`} lead={t`Where should your bot trade?`}>
      <ul className={styles.cards}>
        {markets.map((market) => (
          <li key={market}>
            <Card title={i18n._(marketTitles[market])} href={wizard.at(`/bot/create/${market}`)}>
              <span className={styles.cardBody}>{about[market]}</span>
            </Card>
          </li>
        ))}
      </ul>
    </Step>
  )
}

function ThemeStep({ wizard, market }: { wizard: Wizard; market: Market }) {
  const { t, i18n } = useLingui()
  const about: Record<Theme, string> = {
    grid: t`Profit from a price moving up and down inside a range.`,
    dca: t`Buy in steps as the price falls, then sell on the rebound.`,
    signal: t`Follow the trades of a signal provider.`,
    portfolio: t`Keep a basket of coins at target weights.`,
    manual: t`Your own orders, with take profit and stop loss managed for you.`,
    quant: t`Rules from technical analysis.`,
  }
  const marketName = i18n._(marketTitles[market])
  return (
    <Step title={t`Choose a theme`} lead={t`Which way of trading ${marketName} suits you?`}>
      <ul className={styles.cards}>
        {themesOf(market).map((theme) => {
          const runnable = strategiesOf(market, theme).some((s) => s.available)
          return (
            <li key={theme}>
              <Card
                title={i18n._(themeTitles[theme])}
                href={wizard.at(`/bot/create/${market}/${theme}`)}
              >
                <span className={styles.cardBody}>
                  <span>{about[theme]}</span>
                  {runnable ? null : (
                    <span>
                      <Badge variant="neutral">{t`Coming soon`}</Badge>
                    </span>
                  )}
                </span>
              </Card>
            </li>
          )
        })}
      </ul>
    </Step>
  )
}

function StrategyStep({ wizard, market, theme }: { wizard: Wizard; market: Market; theme: Theme }) {
  const { t, i18n } = useLingui()
  const entries = strategiesOf(market, theme)
  const runnable = entries.some((s) => s.available)
  return (
    <Step
      title={t`Choose a strategy`}
      lead={
        runnable ? (
          t`Pick the strategy your bot runs. You set it up in the next step.`
        ) : (
          <>
            {t`These strategies are coming soon and cannot be created yet.`}{' '}
            <Link href={wizard.hrefOf('theme')}>{t`Choose another theme`}</Link>
          </>
        )
      }
    >
      <ul className={styles.cards}>
        {entries.map((entry) => (
          <li key={entry.kind}>
            {entry.available ? (
              <Card
                title={i18n._(entry.title)}
                href={wizard.at(`/bot/create/${market}/${theme}/${entry.kind}/setup`)}
              >
                <span className={styles.cardBody}>{i18n._(entry.summary)}</span>
              </Card>
            ) : (
              // Not a link: a kind the engine cannot run yet is shown honestly, not offered.
              <Card
                title={i18n._(entry.title)}
                actions={<Badge variant="neutral">{t`Coming soon`}</Badge>}
              >
                <span className={styles.cardBody}>{i18n._(entry.summary)}</span>
              </Card>
            )}
          </li>
        ))}
      </ul>
    </Step>
  )
}
