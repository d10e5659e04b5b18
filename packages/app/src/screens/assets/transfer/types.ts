import type { FormValuesOf, transferFormSchema } from '@atb/machines'

/** What the transfer form holds while the user fills it. */
export type TransferFormValues = FormValuesOf<typeof transferFormSchema>
