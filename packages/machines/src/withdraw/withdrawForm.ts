import { fromPromise } from 'xstate'
import { withdrawalSchema } from '@atb/contract'
import { createFormMachine, type ValidValuesOf } from '../form/createFormMachine'

/** Spec §3's withdrawal form as the user fills it; the flow adds the request id. */
export const withdrawFormSchema = withdrawalSchema.omit(['request_id'])
export type WithdrawDetails = ValidValuesOf<typeof withdrawFormSchema>
export type WithdrawRequest = ValidValuesOf<typeof withdrawalSchema>

// The form only validates: the flow shows the fee and what arrives, then sends.
export const withdrawForm = createFormMachine({
  id: 'withdrawForm',
  schema: withdrawFormSchema,
  // NaN reads as an empty amount: the schema's "required" message, not a silent zero.
  initialValues: { amount: NaN, to_address: '', transaction_password: '', totp_code: '' },
  types: {} as { result: WithdrawDetails },
}).provide({
  actors: { submit: fromPromise<WithdrawDetails, WithdrawDetails>(async ({ input }) => input) },
})
