import { useLingui } from '@lingui/react/macro'
import { fromPromise, type PromiseActorLogic } from 'xstate'
import { isProviderSignalId, type SignalSummary } from '@atb/contract'
import { Radio } from '@atb/ui'
import { useContext } from 'react'
import { FlowsContext } from '../../../../services/FlowsContext'
import { useResource, type Resource } from '../../../account/useResource'

type Loader = PromiseActorLogic<SignalSummary | null, { id: string }>
/** A built-in source is in the contract's catalogue: nothing to ask the server. */
const builtIn: Loader = fromPromise<SignalSummary | null, { id: string }>(async () => null)

/** A provider's signal the bot follows, loaded for its name; null for a built-in source. */
export function useProviderSignal(id: string | undefined): Resource<SignalSummary> | null {
  // Read as is: a form shown without the app's flows (a form's own story) follows built-ins only.
  const flows = useContext(FlowsContext)
  const provider = Boolean(id && isProviderSignalId(id) && flows)
  const [signal] = useResource(provider ? (flows!.loadSignal as Loader) : builtIn, {
    id: id ?? '',
  })
  if (!provider) return null
  return signal.status === 'done' && !signal.data
    ? { status: 'loading' }
    : (signal as Resource<SignalSummary>)
}

/** How the review step names the signal: the provider's name once loaded, else its id. */
export function useSignalName(id: string): string | null {
  const signal = useProviderSignal(id)
  if (!signal) return null
  return signal.status === 'done' ? signal.data.name : id
}

/** The provider's signal chosen on its page ("Follow with a bot"), beside the built-in sources. */
export function ProviderSignalRadio({ id }: { id: string }) {
  const { t } = useLingui()
  const signal = useProviderSignal(id)
  if (!signal) return null
  const description =
    signal.status === 'done'
      ? signal.data.description || t`A provider’s signal: the bot acts on each call it posts.`
      : signal.status === 'error'
        ? t`This signal could not be loaded. Choose another or try again later.`
        : t`Loading the signal…`
  return (
    <Radio value={id} description={description}>
      {signal.status === 'done' ? signal.data.name : id}
    </Radio>
  )
}
