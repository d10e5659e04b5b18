import { useState, type FormEvent as ReactFormEvent } from 'react'
import { useSelector } from '@xstate/react'
import type { AnyActorRef } from 'xstate'
import type { FormContext, FormEvent } from '@atb/machines'
import { useMessage } from '../../i18n/useMessage'

interface FormSnapshot {
  context: FormContext
  value: unknown
  status: string
  matches: (state: string) => boolean
}

/**
 * Binds a form machine (made with createFormMachine) to @atb/ui fields: values in, change and
 * blur events out, contract messages translated under each field. Screens hold no form state.
 *
 * A flow's form child ends once its values are accepted while the flow goes on (loading the
 * profile, sending the code): until the flow shows the next step, the fields keep the values
 * they were sent with, read-only, and the form counts as submitting.
 */
export function useFormBinding(ref: AnyActorRef | undefined) {
  const translate = useMessage()
  const snapshot = useSelector(ref, (s) => s as FormSnapshot | undefined)
  // The last values seen, kept through the hand-over (React's "adjust state while rendering").
  const [last, setLast] = useState<FormContext | undefined>(snapshot?.context)
  if (snapshot?.context && snapshot.context !== last) setLast(snapshot.context)
  const handedOver = !ref && last !== undefined
  const context = snapshot?.context ?? last
  const send = (event: FormEvent) => ref?.send(event)
  const errorOf = (name: string) => {
    const error = snapshot?.context.errors[name]
    return error ? translate(error) : undefined
  }
  const isSubmitting =
    handedOver || Boolean(snapshot?.matches('validating') || snapshot?.matches('submitting'))

  return {
    context,
    isSubmitting,
    isSuccess: snapshot?.status === 'done' || Boolean(snapshot?.matches('success')),
    formError: snapshot?.context.formError ? translate(snapshot.context.formError) : null,
    send,
    /** Props for a TextField or PasswordField. */
    field: (name: string) => ({
      name,
      value: String(context?.values[name] ?? ''),
      onChange: (value: string) => send({ type: 'form.change', field: name, value }),
      onBlur: () => send({ type: 'form.blur', field: name }),
      isInvalid: Boolean(errorOf(name)),
      errorMessage: errorOf(name),
      isDisabled: isSubmitting,
    }),
    /** Props for a PinInput. */
    pin: (name: string) => ({
      name,
      value: String(context?.values[name] ?? ''),
      onChange: (value: string) => send({ type: 'form.change', field: name, value }),
      isInvalid: Boolean(errorOf(name)),
      errorMessage: errorOf(name),
      isDisabled: isSubmitting,
    }),
    /** Props for a Checkbox. */
    checkbox: (name: string) => ({
      name,
      isSelected: Boolean(context?.values[name]),
      onChange: (value: boolean) => {
        send({ type: 'form.change', field: name, value })
        send({ type: 'form.blur', field: name })
      },
      isInvalid: Boolean(errorOf(name)),
      errorMessage: errorOf(name),
      isDisabled: isSubmitting,
    }),
    errorOf,
    onSubmit: (event: ReactFormEvent) => {
      event.preventDefault()
      send({ type: 'form.submit' })
    },
  }
}
