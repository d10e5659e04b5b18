import type { ExchangeKeyRequest, endpoints } from '@atb/contract'
import type { Credentials } from '@atb/engine'
import type { Deps } from '../lib/deps'
import { ApiFailure } from '../lib/errors'
import { exchangeBalancesOf } from '../services/exchange-balances'
import type { Handlers } from '../lib/route'
import { requireSecondFactor } from '../services/two-factor'

const credentialsOf = (input: ExchangeKeyRequest): Credentials => ({
  apiKey: input.api_key,
  secret: input.secret_key,
  ...(input.passphrase ? { password: input.passphrase } : {}),
})

export const exchangeHandlers = (deps: Deps) => {
  const oauth = () => {
    if (!deps.okxOAuth) throw new ApiFailure('okx_oauth_unavailable')
    return deps.okxOAuth
  }
  return {
    exchangeList: async ({ user }) => ({
      exchanges: await deps.exchanges.list(user.userId),
      okxOAuth: deps.okxOAuth !== null,
    }),
    // A key change with two-factor on carries a TOTP (decision 082), checked before anything else.
    exchangeConnect: async ({ user, input, meta }) => {
      await requireSecondFactor(deps, user.userId, input.totp_code, meta)
      return deps.exchanges.connect(user.userId, input.exchange_name, credentialsOf(input))
    },
    exchangeUpdate: async ({ user, input, meta }) => {
      await requireSecondFactor(deps, user.userId, input.totp_code, meta)
      return deps.exchanges.update(user.userId, input.exchange_name, credentialsOf(input))
    },
    exchangeDisable: async ({ user, input, meta }) => {
      await requireSecondFactor(deps, user.userId, input.totp_code, meta)
      await deps.exchanges.disable(user.userId, input.exchange_name)
      return { done: true as const }
    },
    exchangeBalances: async ({ user, input }) =>
      exchangeBalancesOf(deps, user.userId, input.exchange_name),
    okxOAuthStart: async ({ user }) => ({ url: await oauth().start(user.userId) }),
    okxOAuthCallback: async ({ user, input, meta }) => {
      const flow = oauth()
      await requireSecondFactor(deps, user.userId, input.totp_code, meta)
      return flow.callback(user.userId, input.code, input.state)
    },
  } satisfies Partial<Handlers<typeof endpoints>>
}
