import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate, useLocation } from 'react-router'
import { useMachine } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { Copy, Pause, Pencil, Play, Square, TrendingDown } from 'lucide-react'
import { isSellableKind, updatableKinds, type BotView, type StrategyKind } from '@atb/contract'
import { botControlMachine, canPauseBot, canResumeBot, type BotControlOutcome } from '@atb/machines'
import { Button, Link } from '@atb/ui'
import { useMessage } from '../../../../i18n/useMessage'
import { splitLocale, withLocale } from '../../../../router/locale'
import { useFlows } from '../../../../services/FlowsContext'
import { duplicateOf, fillWizard, setupPathOf } from './duplicate'
import { pairAssetsOf } from './pairAssets'
import { SellDialog } from './SellDialog'
import { StopDialog } from './StopDialog'
import styles from './actions.module.css'

export interface BotActionsProps {
  /** The bot as the page shows it. */
  bot: BotView
  /** After an action worked: the page loads the bot again. */
  onChanged: () => void
}

const isUpdatable = (kind: StrategyKind) => (updatableKinds as readonly string[]).includes(kind)

/** The bot page's actions: pause or resume, edit, sell part, duplicate and stop (issue 12). */
export function BotActions({ bot, onChanged }: BotActionsProps) {
  const { t } = useLingui()
  const translate = useMessage()
  const flows = useFlows()
  const navigate = useNavigate()
  const { locale } = splitLocale(useLocation().pathname)
  const [machine] = useState(() =>
    botControlMachine.provide({
      actors: { pause: flows.pauseBot, resume: flows.resumeBot, stop: flows.stopBot },
    }),
  )
  const [snapshot, send, actor] = useMachine(machine, {
    input: { botId: bot.id, status: bot.status },
  })
  const [selling, setSelling] = useState(false)
  const [sold, setSold] = useState<string | null>(null)
  const assets = pairAssetsOf(bot)
  const { status, done, error, failed } = snapshot.context

  // The page reloads the bot (or hears it live): the machine follows its status.
  useEffect(() => send({ type: 'control.sync', status: bot.status }), [bot.status, send])

  const outcomes: Record<BotControlOutcome, string> = {
    paused: t`Bot paused. Its open orders stay on the exchange until you resume it.`,
    resumed: t`Bot resumed. It trades again.`,
    stopped:
      snapshot.context.mode === 'sell'
        ? assets.positions
          ? t`Bot stopped and its position closed at market. Its history is kept.`
          : t`Bot stopped and its ${assets.base} sold at market. Its history is kept.`
        : t`Bot stopped. What it held stays in your account, and its history is kept.`,
  }
  useEffect(() => {
    const sub = actor.on('control.done', ({ outcome }) => {
      setSold(null)
      flows.notify(outcomes[outcome])
      onChanged()
    })
    return () => sub.unsubscribe()
  })

  const onSold = useCallback(
    (text: string) => {
      setSold(text)
      flows.notify(text)
      onChanged()
    },
    [flows, onChanged],
  )

  const stopped = status === 'stopped'
  const pending = snapshot.matches('pausing') || snapshot.matches('resuming')
  const duplicate = duplicateOf(bot)
  const failures = {
    pause: t`The bot was not paused.`,
    resume: t`The bot was not resumed.`,
    stop: t`The bot was not stopped.`,
  }
  const message = sold ?? (done ? outcomes[done] : null)
  // The stop button is gone once the bot stops: focus goes to what happened instead of the page.
  const note = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (done === 'stopped') note.current?.focus()
  }, [done])

  return (
    <div className={styles.actions}>
      <div className={styles.row} role="group" aria-label={t`Bot actions`}>
        {/* One button that flips between pause and resume, so focus stays on it after a press. */}
        {canPauseBot(status) || canResumeBot(status) ? (
          <Button
            variant="secondary"
            size="sm"
            icon={
              canPauseBot(status) ? <Pause size={16} aria-hidden /> : <Play size={16} aria-hidden />
            }
            isPending={pending}
            onPress={() => send({ type: canPauseBot(status) ? 'control.pause' : 'control.resume' })}
          >
            {canPauseBot(status) ? t`Pause` : t`Resume`}
          </Button>
        ) : null}
        {!stopped && isUpdatable(bot.kind) ? (
          <span className={styles.link}>
            <Pencil size={16} aria-hidden />
            <Link variant="standalone" href={withLocale(`/bot/update/${bot.id}`, locale)}>
              {t`Edit`}
            </Link>
          </span>
        ) : null}
        {(status === 'running' || status === 'paused') && isSellableKind(bot.kind) ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<TrendingDown size={16} aria-hidden />}
            isDisabled={pending}
            onPress={() => setSelling(true)}
          >
            {t`Sell part`}
          </Button>
        ) : null}
        {duplicate ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<Copy size={16} aria-hidden />}
            onPress={() => {
              fillWizard(flows.botWizard.start(), duplicate)
              void navigate(withLocale(setupPathOf(duplicate), locale))
            }}
          >
            {t`Duplicate`}
          </Button>
        ) : null}
        {!stopped ? (
          <Button
            variant="danger"
            size="sm"
            icon={<Square size={16} aria-hidden />}
            isDisabled={pending}
            onPress={() => send({ type: 'control.stop' })}
          >
            {t`Stop`}
          </Button>
        ) : null}
      </div>
      {error && failed && failed !== 'stop' ? (
        <p className={styles.error} role="alert">
          {failures[failed]} {translate(error)}
        </p>
      ) : null}
      {message ? (
        <p className={styles.done} role="status" ref={note} tabIndex={-1}>
          {message}
        </p>
      ) : null}
      <StopDialog
        snapshot={snapshot}
        assets={assets}
        onChoose={(mode) => send({ type: 'stop.choose', mode })}
        onConfirm={() => send({ type: 'stop.confirm' })}
        onCancel={() => send({ type: 'stop.cancel' })}
      />
      {selling ? (
        <SellDialog bot={bot} assets={assets} onClose={() => setSelling(false)} onSold={onSold} />
      ) : null}
    </div>
  )
}
