import { profileSchema, type UserProfile } from '@atb/contract'
import { createFormMachine } from '../form/createFormMachine'

/**
 * /profile/edit: start with `input: {values: profile}` so the user edits what they have.
 * The app provides `submit`.
 */
export const profileEditMachine = createFormMachine({
  id: 'profileEdit',
  schema: profileSchema,
  initialValues: { nickname: '', signature: '', banner_image: '', profile_image: '' },
  types: {} as { result: UserProfile },
})
