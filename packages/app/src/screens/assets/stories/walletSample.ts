import type {
  TransferRecipientResponse,
  TransferResponse,
  WalletBalanceResponse,
  WalletEntryType,
  WalletEntryView,
  WalletHistoryResponse,
  WithdrawalHistoryResponse,
  WithdrawalInfoResponse,
  WithdrawalResponse,
  WithdrawalStatus,
  WithdrawalView,
} from '@atb/contract'

/** Sample wallet data for stories and tests; never imported by screens. */
export const storyBalance: WalletBalanceResponse = {
  asset: 'USDT',
  available: '1250.5',
  held: '40',
  total: '1290.5',
  user_id: '7f3a9c2e-41b8-4d0a-9e65-2c8d1f0b7a13',
  hold_until: null,
}

/** A wallet below both minimums, nothing held. */
export const storyLowBalance: WalletBalanceResponse = {
  ...storyBalance,
  available: '12.75',
  held: '0',
  total: '12.75',
}

export const storyRecipient: TransferRecipientResponse = {
  user_id: 'b41c7d90-5e2f-4a68-8c1b-93f0e6a2d457',
  nickname: 'Somchai_Grid',
}

const pattern: { type: WalletEntryType; cents: number; with?: string }[] = [
  { type: 'transfer_in', cents: 15000, with: 'Somchai_Grid' },
  { type: 'profit_share', cents: -1234 },
  { type: 'deposit', cents: 10000 },
  { type: 'transfer_out', cents: -2500, with: 'Linh.Tran' },
  { type: 'withdrawal', cents: -10000 },
  { type: 'withdrawal_fee', cents: -100 },
  { type: 'commission', cents: 875 },
  { type: 'activation_purchase', cents: -3000 },
]

const money = (cents: number) => (cents / 100).toFixed(2).replace(/\.?0+$/, '') || '0'

/** History entries newest first, each with the balance it left; `only` keeps one type. */
export function storyWalletHistory(
  count: number,
  page = 1,
  total = count,
  pageSize = 20,
  only?: WalletEntryType,
): WalletHistoryResponse {
  const kinds = only ? pattern.filter((p) => p.type === only) : pattern
  const start = (page - 1) * pageSize
  const kindAt = (n: number) => kinds[n % kinds.length] ?? pattern[0]!
  // The balance after the newest entry is the wallet's available balance; older ones walk back.
  let after = 125050
  for (let n = 0; n < start; n += 1) after -= kindAt(n).cents
  const items: WalletEntryView[] = Array.from({ length: count }, (_, i) => {
    const n = start + i
    const kind = kindAt(n)
    const entry: WalletEntryView = {
      id: `entry-${n + 1}`,
      type: kind.type,
      amount: money(kind.cents),
      balance_after: money(after),
      counterparty: kind.with
        ? { user_id: `user-${kind.with.toLowerCase()}`, nickname: kind.with }
        : null,
      time: new Date(Date.UTC(2030, 0, 20, 9, 30) - n * 7 * 3_600_000).toISOString(),
    }
    after -= kind.cents
    return entry
  })
  return { items, total, page, page_size: pageSize }
}

/** What POST /asset/transfer answers for 25 USDT to the story's recipient. */
export const storyTransferDone: TransferResponse = {
  id: 'move-1',
  amount: '25',
  recipient: storyRecipient,
  balance: { ...storyBalance, available: '1225.5', total: '1265.5' },
  time: '2030-01-20T09:45:00.000Z',
}

/** The withdrawal form's terms: fee, limits, nothing paused (decision 064). */
export const storyWithdrawInfo: WithdrawalInfoResponse = {
  network: 'BEP20',
  network_name: 'BNB Smart Chain',
  chain_id: 56,
  fee: '1',
  min: 10,
  max: 10_000,
  daily_limit: 20_000,
  used_today: '500',
  remaining_today: '19500',
  suspended_until: null,
}

export const STORY_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

const withdrawal = (
  n: number,
  status: WithdrawalStatus,
  extra: Partial<WithdrawalView> = {},
): WithdrawalView => ({
  id: `w-${n}`,
  amount: String(20 * n),
  fee: '1',
  total: String(20 * n + 1),
  to_address: STORY_ADDRESS,
  network: 'BEP20',
  status,
  reason: null,
  tx_hash: null,
  confirmations: 0,
  required: 15,
  created_at: `2030-01-0${n}T03:04:05.000Z`,
  updated_at: `2030-01-0${n}T03:04:05.000Z`,
  ...extra,
})

const HASH = '0x9f2c4b7e1d3a5c6b8e0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b'

/** One withdrawal in each status, newest first. */
export const storyWithdrawals: WithdrawalHistoryResponse = {
  items: [
    withdrawal(7, 'requested'),
    withdrawal(6, 'approved'),
    withdrawal(5, 'sent', { tx_hash: HASH, confirmations: 6 }),
    withdrawal(4, 'confirmed', { tx_hash: HASH, confirmations: 15 }),
    withdrawal(3, 'rejected', { reason: 'The address is on a sanctions list.' }),
    withdrawal(2, 'failed', {
      tx_hash: HASH,
      reason: 'The transaction was reverted on the chain.',
    }),
    withdrawal(1, 'cancelled'),
  ],
  total: 7,
  page: 1,
  page_size: 20,
}

export const storyNoWithdrawals: WithdrawalHistoryResponse = {
  items: [],
  total: 0,
  page: 1,
  page_size: 20,
}

export const storyWithdrawDone: WithdrawalResponse = {
  withdrawal: withdrawal(8, 'requested', { amount: '20', total: '21' }),
  balance: { ...storyBalance, available: '1229.5', held: '61', total: '1290.5' },
}
