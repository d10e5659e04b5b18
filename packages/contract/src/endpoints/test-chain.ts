import * as yup from 'yup'
import { accountLabels } from '../accounts/labels'
import { email } from '../schemas/fields'
import { decimalNumber } from '../schemas/numbers'
import { endpoint } from './endpoint'

/**
 * Served only when the server runs for tests with its in-process local chain (decision 063):
 * fixture control for end-to-end runs, never a stand-in for the deposit API.
 */
export const chainTestEndpoints = {
  testChainSend: endpoint<{ tx_hash: string; block: number; head: number }>()({
    method: 'POST',
    path: '/test/chain/send',
    auth: false,
    request: yup.object({
      to: yup
        .string()
        .required()
        .matches(/^0x[0-9a-fA-F]{40}$/),
      amount: yup
        .string()
        .required()
        .matches(/^\d{1,12}(\.\d{1,18})?$/),
      /** Empty blocks mined after the transfer's own. */
      blocks: decimalNumber().integer().min(0).max(1000).default(0),
    }),
    errors: ['record_not_found'],
    summary: 'A real test-token transfer on the local chain, then empty blocks (tests only)',
    tag: 'test',
  }),
  testChainMine: endpoint<{ head: number }>()({
    method: 'POST',
    path: '/test/chain/mine',
    auth: false,
    request: yup.object({ blocks: decimalNumber().integer().min(1).max(1000).default(1) }),
    errors: ['record_not_found'],
    summary: 'Mine empty blocks on the local chain (tests only)',
    tag: 'test',
  }),
  testWithdrawalApprove: endpoint<{ id: string; status: string }>()({
    method: 'POST',
    path: '/test/withdrawals/approve',
    auth: false,
    request: yup.object({ email: email(accountLabels.email) }),
    errors: ['record_not_found', 'withdrawal_not_pending'],
    summary:
      'Approve the account’s oldest requested withdrawal as the operator CLI would (tests only)',
    tag: 'test',
  }),
}
