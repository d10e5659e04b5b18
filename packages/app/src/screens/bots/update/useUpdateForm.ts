import { useMemo } from 'react'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { botConfigSchemas, type ConfigurableKind } from '@atb/contract'
import { createFormMachine, type FieldErrors, type FormMessage } from '@atb/machines'
import { useFormBinding, type FormBinding } from '../../account/useFormBinding'
import type { SetupValues } from '../create/setup/types'

/**
 * An edit form's machine per kind: the kind's contract schema alone, the one the server checks
 * an update with (no agreements: they were given when the bot was created).
 */
const machines = new Map<ConfigurableKind, ReturnType<typeof updateFormMachine>>()

function updateFormMachine(kind: ConfigurableKind) {
  const schema = botConfigSchemas[kind]
  return createFormMachine({
    id: `botUpdateForm.${kind}`,
    schema,
    initialValues: schema.getDefault() as never,
    types: {} as { result: Record<string, unknown> },
  }).provide({
    // Submitting only hands the checked values to the edit machine's review.
    actors: { submit: fromPromise(async ({ input }) => input) },
  })
}

function machineOf(kind: ConfigurableKind) {
  let machine = machines.get(kind)
  if (!machine) {
    machine = updateFormMachine(kind)
    machines.set(kind, machine)
  }
  return machine
}

export interface UpdateFormInput {
  values: Record<string, unknown>
  errors?: FieldErrors
  formError?: FormMessage | null
}

/** Runs a kind's edit form, bound as the wizard's setup forms expect. */
export function useUpdateForm<K extends ConfigurableKind>(kind: K, input: UpdateFormInput) {
  const machine = useMemo(() => machineOf(kind), [kind])
  const [, , actor] = useMachine(machine, { input })
  const form = useFormBinding(actor) as unknown as FormBinding<SetupValues<K>>
  return { actor, form }
}
