import { useLingui } from '@lingui/react/macro'
import { EmptyState, Skeleton, SkeletonGroup } from '@atb/ui'
import { isBasketKind, type ConfigurableKind, type Market } from '@atb/contract'
import { useFlows } from '../../../services/FlowsContext'
import { useMessage } from '../../../i18n/useMessage'
import { useResource } from '../../account/useResource'
import type { SetupValues } from './setup/types'
import { useSetupEnv } from './parts/useSetupEnv'
import { useWizard, type Wizard } from './useWizard'
import { WizardFrame } from './WizardFrame'
import { SetupStep } from './SetupStep'
import { ReviewStep } from './ReviewStep'

/**
 * /bot/create/{market}/{theme}/{strategy}/setup: the kind's setup form, and with `?step=review`
 * the review before Create (decision 039). The kind's form loads with this page only.
 */
export function Component() {
  const wizard = useWizard()
  const { market, kind } = wizard.snapshot.context
  const here = wizard.step === 'setup' || wizard.step === 'review'
  return (
    <WizardFrame wizard={wizard}>
      {here && market && kind ? (
        <KindStep key={kind} wizard={wizard} market={market} kind={kind} />
      ) : (
        <Loading />
      )}
    </WizardFrame>
  )
}

function Loading() {
  const { t } = useLingui()
  return (
    <SkeletonGroup label={t`Loading the setup form`}>
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
      error={context.formError ? translate(context.formError) : null}
      creating={snapshot.matches('creating')}
      onBack={() => actor.send({ type: 'wizard.back' })}
      onCreate={() => actor.send({ type: 'wizard.create' })}
    />
  )
}
