import { useState } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '@atb/ui'
import { useFlows } from '../../services/FlowsContext'
import { splitLocale, withLocale } from '../../router/locale'
import { FormAlert } from './FormAlert'

/**
 * Google sign-in. The server verifies the authorization code Google returns (`?code=` on the way
 * back); when Google is not configured it says so, and that answer is shown here as is.
 */
export function GoogleButton() {
  const { t } = useLingui()
  const flows = useFlows()
  const navigate = useNavigate()
  const { locale } = splitLocale(useLocation().pathname)
  const [params] = useSearchParams()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const signIn = () => {
    setPending(true)
    setError(null)
    flows
      .googleSignIn(params.get('code') ?? 'none')
      .then(() => navigate(withLocale('/', locale), { replace: true }))
      .catch((caught: unknown) => setError((caught as { message?: string }).message || t`Google sign-in failed.`))
      .finally(() => setPending(false))
  }

  return (
    <>
      <Button variant="secondary" fullWidth isPending={pending} onPress={signIn}>
        {t`Continue with Google`}
      </Button>
      <FormAlert tone="error">{error}</FormAlert>
    </>
  )
}
