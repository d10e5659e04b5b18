import { useState, type FormEvent as ReactFormEvent } from 'react'
import { useSelector } from '@xstate/react'
import type { ActorRef, MachineSnapshot } from 'xstate'
import type { FieldName, FormContext, FormEvent, FormValues } from '@atb/machines'
import { useMessage } from '../../i18n/useMessage'

/** A running form machine (made with createFormMachine) whose values have type `V`. */
export type FormRef<V extends FormValues, R> = ActorRef<
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- only the context and events matter here
  MachineSnapshot<FormContext<V, R, any>, FormEvent<V>, any, any, any, any, any, any>,
  FormEvent<V>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- forms emit nothing
  any
>

/** Fields whose value is text (text, password and PIN inputs). */
export type TextFieldName<V> = {
  [K in FieldName<V>]: V[K] extends string | undefined | null ? K : never
}[FieldName<V>]

/** Fields whose value is a number (NumberField). */
export type NumberFieldName<V> = {
  [K in FieldName<V>]: V[K] extends number | undefined | null ? K : never
}[FieldName<V>]

/** Fields whose value is a yes/no choice (checkboxes). */
export type ChoiceFieldName<V> = {
  [K in FieldName<V>]: V[K] extends boolean | undefined ? K : never
}[FieldName<V>]

/**
 * Binds a form machine (made with createFormMachine) to @atb/ui fields: values in, change and
 * blur events out, contract messages translated under each field. Screens hold no form state.
 * Field names are the schema's: `form.field('nickname')` on a form without one fails the typecheck.
 *
 * A flow's form child ends once its values are accepted while the flow goes on (loading the
 * profile, sending the code): until the flow shows the next step, the fields keep the values
 * they were sent with, read-only, and the form counts as submitting.
 */
export function useFormBinding<V extends FormValues, R>(ref: FormRef<V, R> | undefined) {
  const translate = useMessage()
  const snapshot = useSelector(ref, (s) => s)
  // The last values seen, kept through the hand-over (React's "adjust state while rendering").
  const [last, setLast] = useState(snapshot?.context)
  if (snapshot?.context && snapshot.context !== last) setLast(snapshot.context)
  const handedOver = !ref && last !== undefined
  const context = snapshot?.context ?? last
  const send = (event: FormEvent<V>) => ref?.send(event)
  const change = <K extends FieldName<V>>(field: K, value: V[K]) =>
    send({ type: 'form.change', field, value })
  /** The translated error at a field, or at a path inside one (`coverage[1].multiply`). */
  const errorAt = (path: string) => {
    const error = snapshot?.context.errors[path]
    return error ? translate(error) : undefined
  }
  const errorOf = (name: FieldName<V>) => errorAt(name)
  const isSubmitting =
    handedOver || Boolean(snapshot?.matches('validating') || snapshot?.matches('submitting'))
  // The names are narrowed to text or choice fields, which is what these values are.
  const text = (name: TextFieldName<V>, value: string) => change(name, value as V[typeof name])
  const choice = (name: ChoiceFieldName<V>, value: boolean) => change(name, value as V[typeof name])

  return {
    context,
    isSubmitting,
    isSuccess: snapshot?.status === 'done' || Boolean(snapshot?.matches('success')),
    formError: snapshot?.context.formError ? translate(snapshot.context.formError) : null,
    send,
    change,
    /** Props for a TextField or PasswordField. */
    field: (name: TextFieldName<V>) => ({
      name,
      value: String(context?.values[name] ?? ''),
      onChange: (value: string) => text(name, value),
      onBlur: () => send({ type: 'form.blur', field: name }),
      isInvalid: Boolean(errorOf(name)),
      errorMessage: errorOf(name),
      isDisabled: isSubmitting,
    }),
    /**
     * Props for a NumberField. An empty input is `undefined` (the schema says it is required);
     * pass ranges as `description` hints, not `minValue`/`maxValue`, which would clamp the value
     * silently instead of showing the spec's message.
     */
    number: (name: NumberFieldName<V>) => ({
      name,
      value: typeof context?.values[name] === 'number' ? (context.values[name] as number) : NaN,
      onChange: (value: number) =>
        change(name, (Number.isNaN(value) ? undefined : value) as V[typeof name]),
      onBlur: () => send({ type: 'form.blur', field: name }),
      isInvalid: Boolean(errorOf(name)),
      errorMessage: errorOf(name),
      isDisabled: isSubmitting,
    }),
    /** Props for a PinInput. */
    pin: (name: TextFieldName<V>) => ({
      name,
      value: String(context?.values[name] ?? ''),
      onChange: (value: string) => text(name, value),
      isInvalid: Boolean(errorOf(name)),
      errorMessage: errorOf(name),
      isDisabled: isSubmitting,
    }),
    /** Props for a Checkbox. */
    checkbox: (name: ChoiceFieldName<V>) => ({
      name,
      isSelected: Boolean(context?.values[name]),
      onChange: (value: boolean) => {
        choice(name, value)
        send({ type: 'form.blur', field: name })
      },
      isInvalid: Boolean(errorOf(name)),
      errorMessage: errorOf(name),
      isDisabled: isSubmitting,
    }),
    errorOf,
    errorAt,
    onSubmit: (event: ReactFormEvent) => {
      event.preventDefault()
      send({ type: 'form.submit' })
    },
  }
}

/** What `useFormBinding` gives a screen, for parts that take a bound form. */
export type FormBinding<V extends FormValues = FormValues, R = unknown> = ReturnType<
  typeof useFormBinding<V, R>
>
