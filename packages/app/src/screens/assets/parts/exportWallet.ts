import type { WalletEntryType, WalletEntryView } from '@atb/contract'
import type { CsvColumn } from '../../../services/csv'

/** The wallet history's CSV columns: translated headers and type names, exact decimals, ISO UTC. */
export function walletColumns(
  header: Record<
    'time' | 'type' | 'amount' | 'balance' | 'counterparty' | 'counterpartyId' | 'id',
    string
  >,
  typeName: (type: WalletEntryType) => string,
): CsvColumn<WalletEntryView>[] {
  return [
    { header: header.time, value: (e) => new Date(e.time).toISOString() },
    { header: header.type, value: (e) => typeName(e.type) },
    { header: header.amount, value: (e) => e.amount },
    { header: header.balance, value: (e) => e.balance_after },
    { header: header.counterparty, value: (e) => e.counterparty?.nickname },
    { header: header.counterpartyId, value: (e) => e.counterparty?.user_id },
    { header: header.id, value: (e) => e.id },
  ]
}
