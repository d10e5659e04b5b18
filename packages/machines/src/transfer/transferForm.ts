import { fromPromise } from 'xstate'
import { endpoints, messageForCode, transferSchema, type Message } from '@atb/contract'
import { createFormMachine, type ValidValuesOf } from '../form/createFormMachine'
import { errorCodeOf, fieldErrorsOf } from '../lib/errors'

/** Spec §3's internal transfer form as the user fills it; the flow adds the request id. */
export const transferFormSchema = transferSchema.omit(['request_id'])
export type TransferDetails = ValidValuesOf<typeof transferFormSchema>
export type TransferRequest = ValidValuesOf<typeof transferSchema>

// The form only validates: the flow looks the recipient up and sends, so submit hands back.
export const transferForm = createFormMachine({
  id: 'transferForm',
  schema: transferFormSchema,
  // NaN reads as an empty amount: the schema's "required" message, not a silent zero.
  initialValues: { destination_user_id: '', amount: NaN, transaction_password: '' },
  types: {} as { result: TransferDetails },
}).provide({
  actors: { submit: fromPromise<TransferDetails, TransferDetails>(async ({ input }) => input) },
})

/**
 * A refusal the transfer endpoint (or another wallet endpoint) puts on a field: read from the envelope's `errors`, or from the
 * descriptor's `fields` when the server named only the code.
 */
export function fieldRefusals(
  error: unknown,
  endpoint: { fields?: Partial<Record<string, string>> } = endpoints.transfer,
): Record<string, Message> {
  const onFields = fieldErrorsOf(error)
  if (Object.keys(onFields).length > 0) return onFields
  const code = errorCodeOf(error)
  const fields: Partial<Record<string, string>> = endpoint.fields ?? {}
  const field = code ? fields[code] : undefined
  const text = messageForCode(code)
  return field && text ? { [field]: text } : {}
}
