import { fromPromise } from 'xstate'
import { endpoints as E, type RequestOf, type ResponseOf } from '@atb/contract'
import { ApiRequestError, classify } from '../api/errors'
import { api, handleApiError } from './api'
import { transferMachine, withdrawMachine } from '@atb/machines'
import { call } from './calls'

/**
 * GET /asset/address (decision 063). Its failures show on the page, and 'record not found' is
 * also the translated invalid-asset-address toast (spec §8), as the robot list does.
 */
const loadDepositAddress = fromPromise<
  ResponseOf<typeof E.depositAddress>,
  RequestOf<typeof E.depositAddress>
>(async ({ input, signal }) => {
  try {
    return await api.call(E.depositAddress, input, { signal, inline: true })
  } catch (error) {
    if (error instanceof ApiRequestError && error.body.code === 'record_not_found')
      handleApiError(classify(error))
    throw error
  }
})

export const depositFlows = {
  loadDepositAddress,
  loadDepositHistory: call(E.depositHistory),
}

/**
 * The wallet screens' flows (/assets, /assets/transfer), issue 15. They load with those routes
 * (routes.tsx), not with the first page (decision 004); `flows` gains them then.
 */
export const walletFlows = {
  loadWalletBalance: call(E.walletBalance),
  loadWalletHistory: call(E.walletHistory),
  /** An internal transfer: balance, the recipient's nickname, then the transfer itself. */
  transfer: transferMachine.provide({
    actors: {
      loadBalance: call(E.walletBalance),
      lookupRecipient: call(E.transferRecipient),
      submit: call(E.transfer),
    },
  }),
  /** A USDT withdrawal (decision 064): balance and limits, then the request that holds the money. */
  withdraw: withdrawMachine.provide({
    actors: {
      load: fromPromise(async ({ signal }) => {
        const [balance, info] = await Promise.all([
          api.call(E.walletBalance, {}, { signal, inline: true }),
          api.call(E.withdrawalInfo, {}, { signal, inline: true }),
        ])
        return { balance, info }
      }),
      submit: call(E.withdraw),
    },
  }),
  loadWithdrawals: call(E.withdrawalHistory),
  cancelWithdrawal: call(E.withdrawalCancel),
  ...depositFlows,
}

export type WalletFlows = typeof walletFlows
