import { invitationCodeCreateSchema, type InvitationCodeView } from '@atb/contract'
import { createFormMachine } from '../form/createFormMachine'

/**
 * /affiliate/code-history: make a labelled invitation code (decision 061); the server picks the
 * code. The app provides `submit`.
 */
export const invitationCodeMachine = createFormMachine({
  id: 'invitationCode',
  schema: invitationCodeCreateSchema,
  initialValues: { label: '' },
  types: {} as { result: InvitationCodeView },
})
