import { useEffect, useMemo, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useLocation } from 'react-router'
import { useMachine } from '@xstate/react'
import type { BotPublicResponse, BotView } from '@atb/contract'
import { confirmActionWith, errorMessageOf } from '@atb/machines'
import { ConfirmDialog, Link, Modal, Switch } from '@atb/ui'
import { useMessage } from '../../../../i18n/useMessage'
import { splitLocale, withLocale } from '../../../../router/locale'
import { useFlows } from '../../../../services/FlowsContext'
import styles from './botView.module.css'

/**
 * The owner's switch for the public ranking (decision 070): on asks first, since others will see
 * the bot's figures, settings and the owner's nickname; off takes it out at once.
 */
export function PublicSwitch({ bot }: { bot: Pick<BotView, 'id' | 'public_since'> }) {
  const { t } = useLingui()
  const translate = useMessage()
  const flows = useFlows()
  const { locale } = splitLocale(useLocation().pathname)
  const machine = useMemo(() => confirmActionWith(flows.setBotPublic), [flows])
  const [optIn, sendIn, inActor] = useMachine(machine, {
    input: { request: { id: bot.id, public: true } },
  })
  const [optOut, sendOut, outActor] = useMachine(machine, {
    input: { request: { id: bot.id, public: false } },
  })
  const working = optIn.matches('working') || optOut.matches('working')
  const failed = optIn.matches('failed') ? optIn : optOut.matches('failed') ? optOut : null
  // The last answer, until the page loads the bot again with its own value.
  const [local, setLocal] = useState<{ from: string | null; since: string | null } | null>(null)
  const since = local && local.from === bot.public_since ? local.since : bot.public_since

  useEffect(() => {
    const handled = new Set<unknown>()
    const hear = (snapshot: { status: string; value: unknown; context: { result: unknown } }) => {
      const answer = snapshot.context.result as BotPublicResponse | null
      if (snapshot.value !== 'done' || !answer || handled.has(answer)) return
      handled.add(answer)
      setLocal({ from: bot.public_since, since: answer.public_since })
      flows.notify(
        answer.public_since
          ? t`Your bot is in the public ranking.`
          : t`Your bot is out of the public ranking.`,
      )
    }
    const subs = [inActor.subscribe(hear), outActor.subscribe(hear)]
    return () => subs.forEach((sub) => sub.unsubscribe())
  }, [inActor, outActor, bot.public_since, flows, t])

  const isPublic = since !== null
  return (
    <div className={styles.public}>
      <Switch
        isSelected={isPublic}
        isDisabled={working}
        onChange={(on) => {
          if (on) return sendIn({ type: 'confirm.open' })
          // From any state: open then accept, so a second opt-out works like the first.
          sendOut({ type: 'confirm.open' })
          sendOut({ type: 'confirm.accept' })
        }}
        description={
          isPublic
            ? t`Others see its figures, settings and your nickname.`
            : t`Off: only you see this bot.`
        }
      >
        {t`Show in the public ranking`}
      </Switch>
      {isPublic ? (
        <Link variant="standalone" href={withLocale(`/ranking/${bot.id}`, locale)}>
          {t`See its public page`}
        </Link>
      ) : null}
      {failed ? (
        <p className={styles.error} role="alert">
          {t`The ranking setting was not changed: ${translate(errorMessageOf(failed.context.error))}`}
        </p>
      ) : null}
      <Modal
        size="sm"
        isOpen={optIn.matches('asking') || optIn.matches('working')}
        onOpenChange={(open) => (open ? undefined : sendIn({ type: 'confirm.cancel' }))}
      >
        <ConfirmDialog
          title={t`Show this bot in the public ranking?`}
          confirmLabel={t`Show in ranking`}
          variant="primary"
          isPending={optIn.matches('working')}
          keepOpenOnConfirm
          onConfirm={() => sendIn({ type: 'confirm.accept' })}
          onCancel={() => sendIn({ type: 'confirm.cancel' })}
        >
          {t`Everyone signed in will see its ROI, PnL, investment, equity curve and settings, with your nickname. Your email, exchange and keys stay private. You can take it out at any time.`}
        </ConfirmDialog>
      </Modal>
    </div>
  )
}
