import * as yup from 'yup'
import {
  accountPaths as P,
  changePasswordSchema,
  forgotPasswordSchema,
  profileSchema,
  resetPasswordSchema,
  type DoneResponse,
  type ForgotPasswordResponse,
  type UserProfile,
} from '@atb/contract'
import type { Deps, RateLimits } from '../lib/deps'
import { keyOf, type Api } from '../lib/route'
import { changePassword, forgotPassword, resetPassword } from '../services/passwords'
import { updateProfile } from '../services/security'
import { getUser, toProfile } from '../services/users'

const tag = 'account'

export function accountRoutes(api: Api, deps: Deps, limits: RateLimits) {
  api.authed(
    // timestamp is the app's cache buster; accepted and ignored.
    {
      method: 'GET',
      url: P.profile,
      tag,
      summary: 'The signed-in user',
      schema: yup.object({ timestamp: yup.string().optional() }),
    },
    async ({ user }): Promise<UserProfile> =>
      toProfile(await getUser(deps.db, user.userId), deps.clock.now()),
  )

  api.authed(
    {
      method: 'POST',
      url: P.profileEdit,
      tag,
      summary: 'Edit nickname, signature and images',
      schema: profileSchema,
    },
    async ({ user, input, meta }): Promise<UserProfile> => updateProfile(deps, user, input, meta),
  )

  api.public(
    {
      method: 'POST',
      url: P.forgotPassword,
      tag,
      summary: 'Mail a password reset link',
      schema: forgotPasswordSchema,
      rateLimit: { ...limits.forgotPassword, key: keyOf('email') },
    },
    async ({ input }): Promise<ForgotPasswordResponse> => {
      await forgotPassword(deps, input.email)
      return { sent: true }
    },
  )

  api.public(
    {
      method: 'POST',
      url: P.resetPassword,
      tag,
      summary: 'Set a new password with a mailed token',
      schema: resetPasswordSchema,
      rateLimit: limits.otpVerify,
    },
    async ({ input, meta }): Promise<DoneResponse> => {
      await resetPassword(deps, input, meta)
      return { done: true }
    },
  )

  api.authed(
    {
      method: 'POST',
      url: P.changePassword,
      tag,
      summary: 'Change the password',
      schema: changePasswordSchema,
    },
    async ({ user, input, meta }): Promise<DoneResponse> => {
      await changePassword(deps, user, input, meta)
      return { done: true }
    },
  )
}
