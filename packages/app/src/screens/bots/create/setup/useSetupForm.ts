import { useMemo } from 'react'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { botSetupSchema, type ConfigurableKind } from '@atb/contract'
import { createFormMachine, type FieldErrors, type FormMessage } from '@atb/machines'
import { useFormBinding, type FormBinding } from '../../../account/useFormBinding'
import type { SetupValues } from './types'

/** A setup form's machines by kind, built once: validation only; the wizard creates the bot. */
const machines = new Map<ConfigurableKind, ReturnType<typeof setupFormMachine>>()

function setupFormMachine<K extends ConfigurableKind>(kind: K) {
  const schema = botSetupSchema(kind)
  return createFormMachine({
    id: `botSetup.${kind}`,
    schema,
    initialValues: schema.getDefault() as unknown as SetupValues<K>,
    types: {} as { result: SetupValues<K> },
  }).provide({
    // Submitting a setup form only hands its checked values to the wizard's review step.
    actors: { submit: fromPromise(async ({ input }) => input) },
  })
}

export function setupMachineOf<K extends ConfigurableKind>(kind: K) {
  let machine = machines.get(kind)
  if (!machine) {
    machine = setupFormMachine(kind)
    machines.set(kind, machine)
  }
  return machine as unknown as ReturnType<typeof setupFormMachine<K>>
}

export interface SetupFormInput<K extends ConfigurableKind> {
  values?: Partial<SetupValues<K>>
  /** A refusal from the server, on its field (paths without the `config.` prefix) or at the top. */
  errors?: FieldErrors
  formError?: FormMessage | null
}

/**
 * Runs a kind's setup form and binds it to the fields. The page passes the wizard's kept values
 * (and a server refusal to show); a story passes values directly.
 */
export function useSetupForm<K extends ConfigurableKind>(kind: K, input: SetupFormInput<K> = {}) {
  const machine = useMemo(() => setupMachineOf(kind), [kind])
  const [, , actor] = useMachine(machine, { input })
  // The machine is built for any kind, so its values type is loose; the binding is this kind's.
  const form = useFormBinding(actor) as unknown as FormBinding<SetupValues<K>>
  return { actor, form }
}
