import { useCallback, useEffect, useMemo } from 'react'
import { useMachine } from '@xstate/react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { EmptyState, Skeleton, SkeletonGroup } from '@atb/ui'
import {
  isConfigurableKind,
  strategyCatalogue,
  type BotView,
  type ConfigurableKind,
} from '@atb/contract'
import { botUpdateMachine, type BotUpdateActor, type BotUpdateContext } from '@atb/machines'
import { useFlows } from '../../../services/FlowsContext'
import { useMessage } from '../../../i18n/useMessage'
import { splitLocale, withLocale } from '../../../router/locale'
import { useResource } from '../../account/useResource'
import { useSetupEnv } from '../create/parts/useSetupEnv'
import { exchangeTitles } from '../create/exchangeName'
import { EditForm } from './EditForm'
import { ChangeReview } from './ChangeReview'
import { NotUpdatable } from './NotUpdatable'
import styles from './update.module.css'

/** /bot/update/{robot}: change a running grid or martingale bot's settings (versioned). */
export function Component() {
  const { t } = useLingui()
  const translate = useMessage()
  const flows = useFlows()
  const navigate = useNavigate()
  const { locale } = splitLocale(useLocation().pathname)
  const id = useParams().robot ?? ''
  const machine = useMemo(
    () =>
      botUpdateMachine.provide({
        actors: { load: flows.loadBot, preview: flows.previewUpdate, save: flows.updateBot },
      }),
    [flows],
  )
  const [snapshot, send, actor] = useMachine(machine, { input: { id } })
  const { context } = snapshot
  const backHref = withLocale(`/bot/view/${encodeURIComponent(id)}`, locale)
  const saved = snapshot.matches('saved') ? context.result : null
  useEffect(() => {
    if (!saved) return
    flows.notify(
      t`Settings saved. Profit and statistics carry on with configuration version ${saved.config_version}.`,
    )
    void navigate(backHref)
  }, [saved, flows, navigate, backHref, t])

  let body
  if (snapshot.matches('loading') || snapshot.matches('checking'))
    body = (
      <SkeletonGroup label={t`Loading the bot`}>
        <Skeleton lines={2} />
        <Skeleton shape="rect" height={320} />
      </SkeletonGroup>
    )
  else if (snapshot.matches('loadFailed'))
    body = (
      <EmptyState
        title={t`The bot could not be loaded.`}
        description={context.loadError ? translate(context.loadError) : undefined}
        actionLabel={t`Try again`}
        onAction={() => send({ type: 'update.retry' })}
      />
    )
  else if (context.lock) body = <NotUpdatable lock={context.lock} backHref={backHref} />
  else if (context.bot && isConfigurableKind(context.bot.kind))
    body = (
      <Editing
        bot={context.bot}
        kind={context.bot.kind}
        actor={actor}
        context={context}
        step={snapshot.matches('editing') ? 'editing' : 'reviewing'}
        planning={snapshot.matches({ reviewing: 'planning' })}
        saving={snapshot.matches('saving') || snapshot.matches('saved')}
        failed={snapshot.matches('failed')}
        backHref={backHref}
      />
    )
  return (
    <div className={styles.page}>
      <Header bot={context.bot} />
      {body}
    </div>
  )
}

function Header({ bot }: { bot: BotView | null }) {
  const { t, i18n } = useLingui()
  const entry = bot ? strategyCatalogue.find((s) => s.kind === bot.kind) : undefined
  const name = entry ? i18n._(entry.title) : ''
  const pair = bot?.symbols.join(', ') ?? ''
  const venue = bot ? i18n._(exchangeTitles[bot.exchange_name]) : ''
  return (
    <header className={styles.header}>
      {bot ? (
        <p className={styles.lead}>
          {t`${name} on ${pair}, ${venue} · configuration version ${bot.config_version}`}
        </p>
      ) : null}
    </header>
  )
}

interface EditingProps {
  bot: BotView
  kind: ConfigurableKind
  actor: BotUpdateActor
  context: BotUpdateContext
  step: 'editing' | 'reviewing'
  planning: boolean
  saving: boolean
  failed: boolean
  backHref: string
}

function Editing(props: EditingProps) {
  const { bot, kind, actor, context, step, planning, saving, failed, backHref } = props
  const { t } = useLingui()
  const flows = useFlows()
  const [loaded, retry] = useResource(flows.loadKindSetup, { kind })
  const found = useSetupEnv({
    kind,
    market: bot.market,
    exchange: bot.exchange_name,
    symbol: bot.symbols[0],
  })
  // An update must fit in what the bot already holds (the server refuses more), so the form's
  // balance check and preview read the bot's allocation, not the wallet's free balance.
  const env = useMemo(
    () => ({
      ...found,
      editing: true,
      balances: Object.fromEntries(
        Object.entries(bot.allocation).map(([asset, amount]) => [asset, Number(amount)]),
      ),
    }),
    [found, bot.allocation],
  )
  const onReview = useCallback(
    (values: Record<string, unknown>) => actor.send({ type: 'update.review', values }),
    [actor],
  )
  if (step === 'reviewing')
    return (
      <ChangeReview
        changes={context.changes}
        quote={env.symbol?.quote ?? bot.currency}
        plan={{
          plan: context.plan,
          loading: planning,
          error: context.planError,
          changed: context.planChanged,
        }}
        saving={saving}
        failure={failed ? context.formError : null}
        onBack={() => actor.send({ type: 'update.back' })}
        onConfirm={() => actor.send({ type: failed ? 'update.retry' : 'update.confirm' })}
        onRetryPlan={() => actor.send({ type: 'update.retry' })}
      />
    )
  if (loaded.status === 'loading')
    return (
      <SkeletonGroup label={t`Loading the settings form`}>
        <Skeleton shape="rect" height={320} />
      </SkeletonGroup>
    )
  if (loaded.status === 'error')
    return (
      <EmptyState
        title={t`The settings form could not be loaded.`}
        description={t`Check your connection and try again.`}
        actionLabel={t`Try again`}
        onAction={retry}
      />
    )
  return (
    <EditForm
      // A refusal from the server starts the form afresh with the errors on its fields.
      key={context.refusals}
      bot={bot}
      kind={kind}
      setup={loaded.data}
      env={env}
      context={context}
      backHref={backHref}
      onReview={onReview}
    />
  )
}
