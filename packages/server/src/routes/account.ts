import type { endpoints } from '@atb/contract'
import type { Deps } from '../lib/deps'
import type { Handlers } from '../lib/route'
import { changePassword, forgotPassword, resetPassword } from '../services/passwords'
import { updateProfile } from '../services/security'
import { getUser, toProfile } from '../services/users'

export const accountHandlers = (deps: Deps) =>
  ({
    profile: async ({ user }) => toProfile(await getUser(deps.db, user.userId), deps.clock.now()),
    profileEdit: async ({ user, input, meta }) => updateProfile(deps, user, input, meta),
    forgotPassword: async ({ input }) => {
      await forgotPassword(deps, input.email)
      return { sent: true }
    },
    resetPassword: async ({ input, meta }) => {
      await resetPassword(deps, input, meta)
      return { done: true }
    },
    changePassword: async ({ user, input, meta }) => {
      await changePassword(deps, user, input, meta)
      return { done: true }
    },
  }) satisfies Partial<Handlers<typeof endpoints>>
