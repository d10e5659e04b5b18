import { useLingui } from '@lingui/react/macro'
import { useFlows } from '../../../services/FlowsContext'
import { ExportCsv } from '../../ExportCsv'
import { fetchAllPages } from '../../profit/parts/exportHistory'
import { walletColumns } from './exportWallet'
import { useWalletLabels } from './labels'
import type { WalletFilter } from './walletQuery'

export interface ExportWalletCsvProps {
  filter: WalletFilter
  /** Entries the filter matches, from the page on screen; 0 disables the button. */
  total: number
}

/** The wallet history's entries for the filter as CSV. */
export function ExportWalletCsv({ filter, total }: ExportWalletCsvProps) {
  const { t } = useLingui()
  const flows = useFlows()
  const labels = useWalletLabels()
  return (
    <ExportCsv
      fileName="wallet-history"
      total={total}
      fetchRows={(options) => fetchAllPages(flows.loadWalletHistory, filter, options)}
      columns={() =>
        walletColumns(
          {
            time: t`Time (UTC)`,
            type: t`Type`,
            amount: t`Amount (USDT)`,
            balance: t`Balance after (USDT)`,
            counterparty: t`Counterparty`,
            counterpartyId: t`Counterparty user ID`,
            id: t`Entry ID`,
          },
          labels.type,
        )
      }
    />
  )
}
