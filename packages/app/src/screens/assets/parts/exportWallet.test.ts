import { describe, expect, it } from 'vitest'
import type { WalletEntryView } from '@atb/contract'
import { toCsv } from '../../../services/csv'
import { walletColumns } from './exportWallet'

const header = {
  time: 'Time (UTC)',
  type: 'Type',
  amount: 'Amount (USDT)',
  balance: 'Balance after (USDT)',
  counterparty: 'Counterparty',
  counterpartyId: 'Counterparty user ID',
  id: 'Entry ID',
}

const entries: WalletEntryView[] = [
  {
    id: 'e2',
    type: 'transfer_out',
    amount: '-25.000001',
    balance_after: '1225.499999',
    counterparty: { user_id: 'u-9', nickname: '=HYPERLINK("x")' },
    time: '2030-01-20T16:45:00+07:00',
  },
  {
    id: 'e1',
    type: 'deposit',
    amount: '1250.5',
    balance_after: '1250.5',
    counterparty: null,
    time: '2030-01-20T09:30:00.000Z',
  },
]

describe('wallet history CSV', () => {
  it('keeps exact signed decimals, names types, writes UTC times and defuses formula nicknames', () => {
    const names = { transfer_out: 'Transfer sent', deposit: 'Deposit' } as Record<string, string>
    const csv = toCsv(
      entries,
      walletColumns(header, (type) => names[type] ?? type),
    )

    expect(csv.split('\r\n')).toEqual([
      'Time (UTC),Type,Amount (USDT),Balance after (USDT),Counterparty,Counterparty user ID,Entry ID',
      `2030-01-20T09:45:00.000Z,Transfer sent,-25.000001,1225.499999,"'=HYPERLINK(""x"")",u-9,e2`,
      '2030-01-20T09:30:00.000Z,Deposit,1250.5,1250.5,,,e1',
      '',
    ])
  })
})
