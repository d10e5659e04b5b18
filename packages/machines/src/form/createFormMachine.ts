import { assign, fromPromise, setup, type ActorRefFrom, type DoneActorEvent } from 'xstate'
import type { AnyObject, Schema } from 'yup'
import { validate, type Message, type ValidationResult } from '@atb/contract'
import { describeError, fieldErrorsOf, type FormMessage } from '../lib/errors'

export type FormValues = Record<string, unknown>

export interface FormContext {
  values: FormValues
  /** Errors the screen shows: only for touched fields (after blur or submit), as contract messages. */
  errors: Partial<Record<string, Message>>
  touched: Partial<Record<string, boolean>>
  /** A form-level error after a failed submit (server description or a catalogue message). */
  formError: FormMessage | null
  /** The cleaned values that passed validation and were submitted. */
  submitted: FormValues | null
  /** What the submit actor resolved with. */
  result: unknown
}

export type FormEvent =
  | { type: 'form.change'; field: string; value: unknown }
  | { type: 'form.blur'; field: string }
  | { type: 'form.submit' }
  | { type: 'form.reset' }

/** Starting point: prefilled values (a profile, a URL token) and an error carried over from a flow. */
export interface FormInput {
  values?: FormValues
  formError?: FormMessage | null
  /** Field errors found by the flow around the form (e.g. an unknown invitation code). */
  errors?: Partial<Record<string, Message>>
}

export interface FormOutput {
  values: FormValues
  result: unknown
}

export interface FormMachineOptions {
  /** Machine id, shown in the stepper and the inspector. */
  id: string
  /** The contract schema; the server validates with the same one. */
  schema: Schema<AnyObject>
  initialValues: FormValues
}

/**
 * The one machine behind every form: editing → validating → submitting → success | failure.
 * The app provides the named `submit` actor (a `fromPromise` calling the API) with `provide()`;
 * it receives the cleaned, validated values. Success is final, so a flow can invoke a form and
 * continue from its output.
 */
/** `TOutput` is what the app's `submit` actor resolves with (a token, a profile, …). */
export function createFormMachine<TOutput = unknown>({
  id,
  schema,
  initialValues,
}: FormMachineOptions) {
  const fields = Object.keys(initialValues)
  type Checked = DoneActorEvent<ValidationResult<FormValues>>
  // Actor events reach actions typed as the machine's own events; this reads their output.
  const outputOf = <T>(event: unknown) => (event as DoneActorEvent<T>).output

  const errorsFor = (result: ValidationResult<FormValues>, touched: FormContext['touched']) =>
    result.ok
      ? {}
      : Object.fromEntries(
          result.errors.filter((e) => touched[e.path]).map((e) => [e.path, e.message as Message]),
        )

  return setup({
    types: {
      context: {} as FormContext,
      events: {} as FormEvent,
      input: {} as FormInput,
      output: {} as FormOutput,
    },
    actors: {
      validate: fromPromise<ValidationResult<FormValues>, FormValues>(({ input }) =>
        validate(schema, input),
      ),
      submit: fromPromise<TOutput, FormValues>(() => {
        throw new Error(`${id}: provide the 'submit' actor with machine.provide()`)
      }),
    },
    guards: {
      isValid: ({ event }) => outputOf<Checked['output']>(event).ok,
    },
    actions: {
      change: assign(({ context, event }) =>
        event.type === 'form.change'
          ? { values: { ...context.values, [event.field]: event.value }, formError: null }
          : {},
      ),
      touch: assign(({ context, event }) =>
        event.type === 'form.blur' ? { touched: { ...context.touched, [event.field]: true } } : {},
      ),
      touchAll: assign(({ context }) => ({
        touched: { ...context.touched, ...Object.fromEntries(fields.map((f) => [f, true])) },
        formError: null,
      })),
      showFieldErrors: assign(({ context, event }) => ({
        errors: errorsFor(outputOf<Checked['output']>(event), context.touched),
      })),
      keepValid: assign(({ event }) => {
        const result = outputOf<Checked['output']>(event)
        return { submitted: result.ok ? result.value : null, errors: {} }
      }),
      keepResult: assign(({ event }) => ({ result: outputOf<unknown>(event) })),
      showFailure: assign(({ context, event }) => {
        const error = (event as { error?: unknown }).error
        const serverErrors = fieldErrorsOf(error)
        const serverTouched = Object.fromEntries(Object.keys(serverErrors).map((f) => [f, true]))
        return {
          formError: describeError(error),
          errors: { ...context.errors, ...serverErrors },
          touched: { ...context.touched, ...serverTouched },
        }
      }),
      reset: assign({
        values: initialValues,
        errors: {},
        touched: {},
        formError: null,
        submitted: null,
        result: null,
      }),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      values: { ...initialValues, ...input.values },
      errors: input.errors ?? {},
      touched: {},
      formError: input.formError ?? null,
      submitted: null,
      result: null,
    }),
    initial: 'editing',
    states: {
      editing: {
        initial: 'idle',
        on: {
          'form.change': { target: '.checking', reenter: true, actions: 'change' },
          'form.blur': { target: '.checking', reenter: true, actions: 'touch' },
          'form.submit': { target: 'validating' },
          'form.reset': { target: 'editing', reenter: true, actions: 'reset' },
        },
        states: {
          idle: {},
          // Live check while typing; re-entering on each change drops the stale result.
          checking: {
            invoke: {
              src: 'validate',
              input: ({ context }) => context.values,
              onDone: { target: 'idle', actions: 'showFieldErrors' },
            },
          },
        },
      },
      validating: {
        entry: 'touchAll',
        invoke: {
          src: 'validate',
          input: ({ context }) => context.values,
          onDone: [
            { guard: 'isValid', target: 'submitting', actions: 'keepValid' },
            { target: 'editing', actions: 'showFieldErrors' },
          ],
        },
      },
      submitting: {
        invoke: {
          src: 'submit',
          input: ({ context }) => context.submitted ?? context.values,
          onDone: { target: 'success', actions: 'keepResult' },
          onError: { target: 'failure', actions: 'showFailure' },
        },
      },
      success: {
        type: 'final',
      },
      // Looks like editing with a form-level error; any edit or a new submit leaves it.
      failure: {
        on: {
          'form.change': { target: 'editing.checking', actions: 'change' },
          'form.blur': { target: 'editing.checking', actions: 'touch' },
          'form.submit': { target: 'validating' },
          'form.reset': { target: 'editing', actions: 'reset' },
        },
      },
    },
    output: ({ context }) => ({
      values: context.submitted ?? context.values,
      result: context.result,
    }),
  })
}

export type FormMachine<TOutput = unknown> = ReturnType<typeof createFormMachine<TOutput>>

export type FormActorRef = ActorRefFrom<FormMachine>

/** The form a flow machine is running now (its child `form`), for screens to render fields from. */
export function formChild(snapshot: {
  children: Record<string, unknown>
}): FormActorRef | undefined {
  return snapshot.children.form as FormActorRef | undefined
}
