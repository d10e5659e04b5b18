import { useCallback } from 'react'
import { useLingui } from '@lingui/react/macro'
import { EmptyState, Skeleton, SkeletonGroup } from '@atb/ui'
import { isBasketKind, type ConfigurableKind, type Market } from '@atb/contract'
import { backtestSymbolOf, reviewBacktestOf } from '@atb/machines'
import { useFlows } from '../../../services/FlowsContext'
import { useMessage } from '../../../i18n/useMessage'
import { useResource } from '../../account/useResource'
import type { SetupValues } from './setup/types'
import { useSetupEnv } from './parts/useSetupEnv'
import { useWizard, type Wizard } from './useWizard'
import { WizardFrame } from './WizardFrame'
import { SetupStep } from './SetupStep'
import { ReviewStep } from './ReviewStep'
import type { BacktestRun } from './parts/useBacktest'

/**
 * /bot/create/{market}/{theme}/{strategy}/setup: the kind's setup form, and with `?step=review`
 * the review before Create (decision 039). The kind's form loads with this page only.
 */
export function Component() {
  const wizard = useWizard()
  const { market, kind } = wizard.snapshot.context
  const here = wizard.step === 'setup' || wizard.step === 'review'
  // A quick start reads the market before its review can show (decision 089).
  const preparing = wizard.snapshot.matches('preparing')
  return (
    <WizardFrame wizard={wizard}>
      {here && market && kind && !preparing ? (
        <KindStep key={kind} wizard={wizard} market={market} kind={kind} />
      ) : (
        <Loading preparing={preparing} />
      )}
    </WizardFrame>
  )
}

function Loading({ preparing = false }: { preparing?: boolean }) {
  const { t } = useLingui()
  return (
    <SkeletonGroup
      label={preparing ? t`Preparing your bot from the market` : t`Loading the setup form`}
    >
      <Skeleton lines={2} />
      <Skeleton shape="rect" height={240} />
    </SkeletonGroup>
  )
}

function KindStep({
  wizard,
  market,
  kind,
}: {
  wizard: Wizard
  market: Market
  kind: ConfigurableKind
}) {
  const { t } = useLingui()
  const translate = useMessage()
  const flows = useFlows()
  const { actor, snapshot } = wizard
  const context = snapshot.context
  const [loaded, retry] = useResource(flows.loadKindSetup, { kind })
  const pair = context.symbol
  // The setup's panel and the review's run report their results; the review shows the last one.
  const backtested = useCallback(
    (run: BacktestRun) =>
      actor.send({
        type: 'wizard.backtested',
        backtest: { kind, symbol: backtestSymbolOf(kind, pair), ...run },
      }),
    [actor, kind, pair],
  )
  const env = useSetupEnv({
    kind,
    market,
    exchange: context.exchange,
    symbol: context.symbol ?? undefined,
  })
  if (loaded.status === 'loading') return <Loading />
  if (loaded.status === 'error')
    return (
      <EmptyState
        title={t`The setup form could not be loaded.`}
        description={t`Check your connection and try again.`}
        actionLabel={t`Try again`}
        onAction={retry}
      />
    )
  const setup = loaded.data
  if (wizard.step === 'setup')
    return (
      <SetupStep
        kind={kind}
        market={market}
        setup={setup}
        env={env}
        wizard={actor}
        context={context}
        onBacktested={backtested}
      />
    )
  return (
    <ReviewStep
      kind={kind}
      market={market}
      exchange={context.exchange}
      symbol={isBasketKind(kind) ? null : context.symbol}
      setup={setup}
      env={env}
      values={context.values[kind] as SetupValues<ConfigurableKind>}
      backtest={reviewBacktestOf(context.backtest, kind, context.symbol, context.values[kind])}
      onBacktested={backtested}
      error={context.formError ? translate(context.formError) : null}
      creating={snapshot.matches('creating')}
      onBack={() => actor.send({ type: 'wizard.back' })}
      onCreate={(agreeRisk) =>
        actor.send({ type: 'wizard.create', ...(agreeRisk ? { agreeRisk: true } : {}) })
      }
    />
  )
}
