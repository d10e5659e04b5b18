import { useCallback, useEffect, useState } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { useSelector } from '@xstate/react'
import { isMarket, type WizardStep } from '@atb/machines'
import { useFlows } from '../../../services/FlowsContext'
import { splitLocale, withLocale } from '../../../router/locale'
import { pathOf, pathOfStep, stepOf } from './paths'

/**
 * The running bot wizard, bound to the address. Every navigation (a card, Back, Forward, a deep
 * link, a reload) opens the address in the machine, and an address that is wrong or incomplete
 * is replaced by the step it leads to. When the machine moves on its own (review, a refusal, the
 * created bot), the address follows.
 */
export function useWizard() {
  const flows = useFlows()
  const navigate = useNavigate()
  const location = useLocation()
  const params = useParams()
  const { locale } = splitLocale(location.pathname)
  const [actor] = useState(() => flows.botWizard.start())
  const snapshot = useSelector(actor, (s) => s)
  const at = useCallback((path: string) => withLocale(path, locale), [locale])
  const { market, theme, strategy } = params
  const here = location.pathname + location.search

  useEffect(() => {
    const query = new URLSearchParams(location.search)
    const symbol = query.get('symbol')?.trim().toUpperCase()
    const pairMarket = query.get('market')
    // "Create a bot" on a market pair: the pair is kept and the wizard opens on that market.
    if (symbol && isMarket(pairMarket)) {
      actor.send({ type: 'wizard.prefill', symbol, market: pairMarket })
      void navigate(market ? location.pathname : at(`/bot/create/${pairMarket}`), { replace: true })
      return
    }
    // "Follow with a bot" on a signal's page: the signal bots start on it (decision 073).
    const signalId = query.get('signal')
    if (signalId) actor.send({ type: 'wizard.prefillSignal', signalId })
    // "Try a Paper grid" on the dashboard: the kind's review, prepared on Paper (decision 089).
    if (query.get('start') === 'paper')
      actor.send({ type: 'wizard.quickStart', market, theme, strategy, exchange: 'paper' })
    const step = query.get('step') ?? undefined
    actor.send({ type: 'wizard.open', market, theme, strategy, step })
    const target = at(pathOf(actor.getSnapshot()))
    if (target !== here) void navigate(target, { replace: true })
  }, [actor, at, navigate, here, location.pathname, location.search, market, theme, strategy])

  useEffect(() => {
    const sub = actor.on('wizard.moved', () => {
      const next = actor.getSnapshot()
      // The new bot's page replaces the review, so Back does not offer to create it again.
      void navigate(at(pathOf(next)), { replace: next.status === 'done' })
    })
    return () => sub.unsubscribe()
  }, [actor, at, navigate])

  const step = stepOf(snapshot)
  return {
    actor,
    snapshot,
    step,
    /** An address inside the app, in the page's language. */
    at,
    /** The address of a step for the current choices, for the stepper's completed steps. */
    hrefOf: (to: WizardStep) => at(pathOfStep(to, snapshot)),
    goTo: (to: WizardStep) => void navigate(at(pathOfStep(to, snapshot))),
  }
}

export type Wizard = ReturnType<typeof useWizard>
