import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { FormMachine } from './createFormMachine'
import type { FormInput, FormSchema, FormValuesOf, ValidValuesOf } from './formTypes'

/**
 * For flow tests (never imported by machines): types `values` into a form the way a screen does,
 * submits, and reports where it ended, the errors shown and what the submit actor received.
 */
export async function fillAndSubmit<S extends FormSchema, R>(
  machine: FormMachine<S, R>,
  result: R,
  values: Partial<FormValuesOf<S>>,
  input: FormInput<FormValuesOf<S>> = {},
) {
  const sent: ValidValuesOf<S>[] = []
  const provided = machine.provide({
    actors: {
      submit: fromPromise<R, ValidValuesOf<S>>(async ({ input: valid }) => {
        sent.push(valid)
        return result
      }),
    },
  })
  const actor = createActor(provided, { clock: new SimulatedClock(), input }).start()
  for (const field in values) {
    const value = values[field]
    if (value !== undefined) actor.send({ type: 'form.change', field, value })
  }
  actor.send({ type: 'form.submit' })
  const end = await waitFor(actor, (s) => s.matches('success') || s.matches('editing'))
  return { state: end.value, errors: end.context.errors, sent, output: end.output }
}
