import {
  assign,
  fromPromise,
  setup,
  type ActorRefFrom,
  type PromiseActorLogic,
  type StateMachine,
} from 'xstate'
import { validate, type Message, type ValidationResult } from '@atb/contract'
import { describeError, fieldErrorsOf } from '../lib/errors'
import type {
  FieldErrors,
  FormCheck,
  FormContext,
  FormEvent,
  FormInput,
  FormOutput,
  FormSchema,
  FormValues,
  FormValuesOf,
  ValidValuesOf,
} from './formTypes'

export * from './formTypes'

/**
 * The form field an error path belongs to: `coverage[2].price_drop` and `option_tsl.gap` are
 * shown once their field (`coverage`, `option_tsl`) is touched; errors keep their full path.
 */
export const rootField = (path: string) => path.split(/[.[]/, 1)[0] ?? path

/** The errors left once `field` (and every path inside it) has been edited. */
const withoutField = (errors: FieldErrors | undefined, field: string): FieldErrors =>
  Object.fromEntries(Object.entries(errors ?? {}).filter(([path]) => rootField(path) !== field))

export interface FormMachineOptions<S extends FormSchema, R> {
  /** Machine id, shown in the stepper and the inspector. */
  id: string
  /** The contract schema; the server validates with the same one. Field names and types come from it. */
  schema: S
  /** Every field of the schema, and nothing else. */
  initialValues: NoInfer<FormValuesOf<S>>
  /**
   * Types only, as in XState's `setup({types})`: what the app's `submit` actor resolves with
   * (a token, a profile, …). Write `types: {} as {result: LoginResponse}`.
   */
  types?: { result: R }
}

/**
 * The one machine behind every form: editing → validating → submitting → success | failure.
 * The app provides the named `submit` actor (a `fromPromise` calling the API) with `provide()`;
 * it receives the cleaned, validated values. Success is final, so a flow can invoke a form and
 * continue from its output. Values, field names, the submit actor's input and the output are
 * typed by the schema; `initialValues` must name every field of it.
 */
export function createFormMachine<S extends FormSchema, R = unknown>(
  options: FormMachineOptions<S, R>,
): FormMachine<S, R> {
  // XState's setup types cannot resolve invoke configs over type parameters (they stay deferred),
  // so the machine is built once for any values and given the schema's types here, at the edge.
  return buildFormMachine(options) as unknown as FormMachine<S, R>
}

function buildFormMachine({
  id,
  schema,
  initialValues,
}: {
  id: string
  schema: FormSchema
  initialValues: FormValues
}) {
  type Values = FormValues
  type Valid = FormValues
  type R = unknown
  type Checked = ValidationResult<Valid>
  type Context = FormContext<Values, R, Valid>
  const fields = Object.keys(initialValues)

  const errorsFor = (result: Checked, touched: Context['touched']): FieldErrors =>
    result.ok
      ? {}
      : Object.fromEntries(
          result.errors
            .filter((e) => touched[e.path] || touched[rootField(e.path)])
            .map((e) => [e.path, e.message as Message]),
        )

  // Submitting and success are reached only through `keepValid`, so the values are there.
  const validValues = (context: Context): Valid => {
    if (context.submitted === null) throw new Error(`${id}: no validated values yet`)
    return context.submitted
  }

  return setup({
    types: {
      context: {} as Context,
      events: {} as FormEvent<Values>,
      input: {} as FormInput<Values>,
      output: {} as FormOutput<Valid, R>,
    },
    actors: {
      validate: fromPromise<Checked, FormCheck<Values>>(({ input }) =>
        validate(schema, input.values, input.context),
      ),
      submit: fromPromise<R, Valid>(() => {
        throw new Error(`${id}: provide the 'submit' actor with machine.provide()`)
      }),
    },
    guards: {
      isValid: (_, checked: Checked) => checked.ok,
    },
    actions: {
      change: assign(({ context, event }) =>
        event.type === 'form.change'
          ? {
              values: { ...context.values, [event.field]: event.value },
              formError: null,
              serverErrors: withoutField(context.serverErrors, event.field),
            }
          : {},
      ),
      sync: assign(({ context, event }) =>
        event.type === 'form.sync' ? { values: { ...context.values, ...event.values } } : {},
      ),
      // Merged, so a form's parts can each supply their own values (a price, a maximum).
      setValidationContext: assign(({ context, event }) =>
        event.type === 'form.context'
          ? { validationContext: { ...context.validationContext, ...event.context } }
          : {},
      ),
      touch: assign(({ context, event }) =>
        event.type === 'form.blur' ? { touched: { ...context.touched, [event.field]: true } } : {},
      ),
      touchAll: assign(({ context }) => ({
        touched: { ...context.touched, ...Object.fromEntries(fields.map((f) => [f, true])) },
        formError: null,
      })),
      showFieldErrors: assign(({ context }, checked: Checked) => ({
        errors: { ...context.serverErrors, ...errorsFor(checked, context.touched) },
      })),
      keepValid: assign((_, checked: Checked) => ({
        submitted: checked.ok ? checked.value : null,
        errors: {},
      })),
      keepResult: assign((_, { result }: { result: R }) => ({ result })),
      showFailure: assign(({ context }, { error }: { error: unknown }) => {
        const serverErrors = fieldErrorsOf(error)
        const serverTouched = Object.fromEntries(Object.keys(serverErrors).map((f) => [f, true]))
        return {
          formError: describeError(error),
          errors: { ...context.errors, ...serverErrors },
          touched: { ...context.touched, ...serverTouched },
          serverErrors,
        }
      }),
      reset: assign({
        values: initialValues,
        errors: {},
        touched: {},
        formError: null,
        submitted: null,
        result: null,
        serverErrors: {},
      }),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      values: { ...initialValues, ...input.values },
      errors: input.errors ?? {},
      // A refusal carried in (the wizard's create) shows on its fields as if they were touched.
      touched: Object.fromEntries(Object.keys(input.errors ?? {}).map((p) => [rootField(p), true])),
      formError: input.formError ?? null,
      serverErrors: input.errors ?? {},
      submitted: null,
      result: null,
      validationContext: input.context,
    }),
    initial: 'editing',
    states: {
      editing: {
        initial: 'idle',
        on: {
          'form.change': { target: '.checking', reenter: true, actions: 'change' },
          'form.blur': { target: '.checking', reenter: true, actions: 'touch' },
          'form.context': { target: '.checking', reenter: true, actions: 'setValidationContext' },
          'form.sync': { target: '.checking', reenter: true, actions: 'sync' },
          'form.submit': { target: 'validating' },
          'form.reset': { target: 'editing', reenter: true, actions: 'reset' },
        },
        states: {
          idle: {},
          // Live check while typing; re-entering on each change drops the stale result.
          checking: {
            invoke: {
              src: 'validate',
              input: ({ context }) => ({
                values: context.values,
                context: context.validationContext,
              }),
              onDone: {
                target: 'idle',
                actions: { type: 'showFieldErrors', params: ({ event }) => event.output },
              },
            },
          },
        },
      },
      validating: {
        entry: 'touchAll',
        invoke: {
          src: 'validate',
          input: ({ context }) => ({
            values: context.values,
            context: context.validationContext,
          }),
          onDone: [
            {
              guard: { type: 'isValid', params: ({ event }) => event.output },
              target: 'submitting',
              actions: { type: 'keepValid', params: ({ event }) => event.output },
            },
            {
              target: 'editing',
              actions: { type: 'showFieldErrors', params: ({ event }) => event.output },
            },
          ],
        },
      },
      submitting: {
        invoke: {
          src: 'submit',
          input: ({ context }) => validValues(context),
          onDone: {
            target: 'success',
            actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
          },
          onError: {
            target: 'failure',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
          },
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
          'form.context': { target: 'editing.checking', actions: 'setValidationContext' },
          'form.sync': { target: 'editing.checking', actions: 'sync' },
          'form.submit': { target: 'validating' },
          'form.reset': { target: 'editing', actions: 'reset' },
        },
      },
    },
    output: ({ context }) => ({ values: validValues(context), result: context.result }),
  })
}

type BuiltFormMachine = ReturnType<typeof buildFormMachine>

/** The actors a form invokes, typed by its schema and result. */
export type FormActors<S extends FormSchema, R> =
  | {
      src: 'validate'
      logic: PromiseActorLogic<ValidationResult<ValidValuesOf<S>>, FormCheck<FormValuesOf<S>>>
      id: string | undefined
    }
  | { src: 'submit'; logic: PromiseActorLogic<R, ValidValuesOf<S>>; id: string | undefined }

/** The machine `createFormMachine` returns for schema `S` whose submit resolves with `R`. */
export type FormMachine<S extends FormSchema = FormSchema, R = unknown> =
  BuiltFormMachine extends StateMachine<
    infer _Context,
    infer _Event,
    infer Children,
    infer _Actor,
    infer Action,
    infer Guard,
    infer Delay,
    infer StateValue,
    infer Tag,
    infer _Input,
    infer _Output,
    infer Emitted,
    infer Meta,
    infer Schema,
    infer TransitionMeta
  >
    ? StateMachine<
        FormContext<FormValuesOf<S>, R, ValidValuesOf<S>>,
        FormEvent<FormValuesOf<S>>,
        Children,
        FormActors<S, R>,
        Action,
        Guard,
        Delay,
        StateValue,
        Tag,
        FormInput<FormValuesOf<S>>,
        FormOutput<ValidValuesOf<S>, R>,
        Emitted,
        Meta,
        Schema,
        TransitionMeta
      >
    : never

export type FormActorRef<S extends FormSchema = FormSchema, R = unknown> = ActorRefFrom<
  FormMachine<S, R>
>

/** The form a flow machine is running now (its child `form`), typed by the flow's `children`. */
export function formChild<TForm>(snapshot: { children: { form?: TForm } }): TForm | undefined {
  return snapshot.children.form
}
