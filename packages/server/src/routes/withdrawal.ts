import type { chainTestEndpoints, endpoints } from '@atb/contract'
import { and, asc, eq } from 'drizzle-orm'
import { users, withdrawals } from '../db/schema'
import type { Deps } from '../lib/deps'
import { ApiFailure } from '../lib/errors'
import type { Handlers } from '../lib/route'
import {
  approveWithdrawal,
  cancelWithdrawal,
  requestWithdrawal,
  withdrawalHistory,
  withdrawalInfo,
} from '../services/wallet/withdrawal'

/** USDT withdrawals to a BEP20 address (issue 15, decision 064). */
export const withdrawalHandlers = (deps: Deps) =>
  ({
    withdrawalInfo: async ({ user }) => withdrawalInfo(deps, user.userId),
    withdraw: async ({ user, input, meta }) => requestWithdrawal(deps, user, input, meta),
    withdrawalHistory: async ({ user, input }) => {
      const { sender } = deps.deposits
      const head = sender
        ? (sender.head ?? (await sender.provider.getBlockNumber().catch(() => null)))
        : null
      return withdrawalHistory(deps, user.userId, input, head)
    },
    withdrawalCancel: async ({ user, input }) => cancelWithdrawal(deps, user.userId, input.id),
  }) satisfies Partial<Handlers<typeof endpoints>>

/** Test mode only: the operator's approval, so an end-to-end run can drive a withdrawal. */
export const withdrawalTestHandlers = (deps: Deps) =>
  ({
    testWithdrawalApprove: async ({ input }) => {
      const [waiting] = await deps.db
        .select({ id: withdrawals.id })
        .from(withdrawals)
        .innerJoin(users, eq(users.id, withdrawals.userId))
        .where(and(eq(users.email, input.email.toLowerCase()), eq(withdrawals.status, 'requested')))
        .orderBy(asc(withdrawals.createdAt))
        .limit(1)
      if (!waiting) throw new ApiFailure('record_not_found')
      const row = await approveWithdrawal(deps, waiting.id)
      return { id: row.id, status: row.status }
    },
  }) satisfies Partial<Handlers<typeof chainTestEndpoints>>
