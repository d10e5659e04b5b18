import { useEffect, useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { useMachine } from '@xstate/react'
import type { TwoFactorChallenge } from '@atb/contract'
import { useLingui } from '@lingui/react/macro'
import { Button } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { useMessage } from '../../i18n/useMessage'
import { redirectTarget } from '../../router/guards'
import { splitLocale, withLocale } from '../../router/locale'
import { FormAlert } from './FormAlert'
import { useResource } from './useResource'

/**
 * Google sign-in through the Google signup machine: the button sends the browser to Google's
 * consent page; Google returns to /login with `?code=&state=`, and this button (on /login) carries
 * the code through login or add_code with the stored referral. When the server has no Google
 * credentials, the machine says so. An account with two-factor sign-in answers a challenge, which
 * `onChallenge` hands to the login screen's code step.
 */
export function GoogleButton({
  onChallenge,
}: {
  /** Only /login gets one: Google sends every sign-in back there. */
  onChallenge?: (challenge: TwoFactorChallenge, redirectTo: string) => void
}) {
  const { t } = useLingui()
  const translate = useMessage()
  const flows = useFlows()
  const navigate = useNavigate()
  const { locale } = splitLocale(useLocation().pathname)
  const [params, setParams] = useSearchParams()
  const [input] = useState(() => ({
    nonce: flows.nonce(),
    redirectTo: redirectTarget(`?${params}`),
    authCode: params.get('code'),
    returnedState: params.get('state'),
    attempt: params.get('code') ? flows.googleAttempt.get() : null,
    referralCode: flows.referral.get(),
  }))
  const [state, send, actor] = useMachine(flows.google, { input })
  // A server without Google credentials offers no Google button (issue 29): the button appears
  // once the server says it is configured, and stays if the server cannot be asked (a press then
  // says what went wrong). The way back from Google runs whatever this shows.
  const [config] = useResource(flows.loadGoogleConfig, undefined)
  const offered = config.status === 'error' || (config.status === 'done' && config.data.enabled)

  useEffect(() => {
    const subs = [
      actor.on('google.authorize', (event) => flows.leaveFor(event.url)),
      actor.on(
        'google.redirect',
        (event) => void navigate(withLocale(event.to, locale), { replace: true }),
      ),
      actor.on('google.challenge', (event) => onChallenge?.(event.challenge, event.redirectTo)),
    ]
    return () => subs.forEach((sub) => sub.unsubscribe())
  }, [actor, flows, navigate, locale, onChallenge])

  // The code is single use: once read, it leaves the address bar (and the history entry).
  const returned = input.authCode !== null
  useEffect(() => {
    if (!returned) return
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('code')
        next.delete('state')
        next.delete('scope')
        next.delete('authuser')
        next.delete('prompt')
        return next
      },
      { replace: true },
    )
  }, [returned, setParams])

  const busy = !state.matches('idle') && !state.matches('failure')
  if (!offered && !returned) return null
  return (
    <>
      <Button
        variant="secondary"
        fullWidth
        isPending={busy}
        onPress={() => send({ type: 'google.start' })}
      >
        {t`Continue with Google`}
      </Button>
      <FormAlert tone="error">
        {state.context.error ? translate(state.context.error) : null}
      </FormAlert>
    </>
  )
}
