import type { endpoints } from '@atb/contract'
import type { chainTestEndpoints } from '@atb/contract'
import type { Deps } from '../lib/deps'
import { ApiFailure } from '../lib/errors'
import type { Handlers } from '../lib/route'
import { depositAddress, depositHistory } from '../services/wallet/deposit'

/** USDT deposits on BNB Smart Chain (issue 15, decision 063). */
export const depositHandlers = (deps: Deps) =>
  ({
    depositAddress: async ({ user, input }) =>
      depositAddress(deps.db, deps.deposits, user.userId, input, deps.clock.now()),
    depositHistory: async ({ user, input }) => {
      const { watcher } = deps.deposits
      const head = watcher ? (watcher.head ?? (await watcher.provider.getBlockNumber())) : null
      return depositHistory(deps.db, deps.deposits, user.userId, input, head)
    },
  }) satisfies Partial<Handlers<typeof endpoints>>

/**
 * Served only in test mode, and only with the local chain: fixture control for end-to-end runs.
 * A real token transfer on the local chain, and empty blocks for confirmations.
 */
export const chainTestHandlers = (deps: Deps) =>
  ({
    testChainSend: async ({ input }) => {
      const chain = deps.deposits.localChain
      if (!chain) throw new ApiFailure('record_not_found')
      const receipt = await chain.sendToken(input.to, input.amount)
      if (input.blocks > 0) await chain.mine(input.blocks)
      return { tx_hash: receipt.hash, block: receipt.blockNumber, head: await chain.blockNumber() }
    },
    testChainMine: async ({ input }) => {
      const chain = deps.deposits.localChain
      if (!chain) throw new ApiFailure('record_not_found')
      await chain.mine(input.blocks)
      return { head: await chain.blockNumber() }
    },
  }) satisfies Partial<Handlers<typeof chainTestEndpoints>>
