import type { DepositAddressResponse, DepositHistoryResponse, DepositView } from '@atb/contract'

/** Sample deposit data for stories; never imported by screens. */
export const storyDepositAddress: DepositAddressResponse = {
  asset: 'USDT',
  network: 'BEP20',
  network_name: 'BNB Smart Chain',
  chain_id: 56,
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  token_contract: '0x55d398326f99059fF775485246999027B3197955',
  minimum: '10',
  confirmations: 15,
  watching: true,
}

const hash = (n: number) => `0x${String(n).repeat(64).slice(0, 64)}`

const base = (
  n: number,
): Omit<DepositView, 'status' | 'amount' | 'credited' | 'confirmations'> => ({
  id: `deposit:56:${hash(n)}:0`,
  tx_hash: hash(n),
  network: 'BEP20',
  required: 15,
  seen_at: new Date(Date.UTC(2030, 0, 20, 9, 30) - n * 3_600_000).toISOString(),
  credited_at: null,
})

export const storyDeposits: DepositHistoryResponse = {
  items: [
    { ...base(1), amount: '250', credited: null, status: 'pending', confirmations: 2 },
    {
      ...base(2),
      amount: '100.123456789',
      credited: '100.123456',
      status: 'credited',
      confirmations: 15,
      credited_at: new Date(Date.UTC(2030, 0, 20, 8, 31)).toISOString(),
    },
    { ...base(3), amount: '5', credited: null, status: 'below_minimum', confirmations: 15 },
  ],
  total: 3,
  page: 1,
  page_size: 20,
}

export const storyNoDeposits: DepositHistoryResponse = {
  items: [],
  total: 0,
  page: 1,
  page_size: 20,
}
