import { useLingui } from '@lingui/react/macro'
import { useFlows } from '../../../services/FlowsContext'
import { ExportCsv } from '../../ExportCsv'
import { fetchAllPages, historyColumns, type HistoryFilter } from './exportHistory'

export interface ExportProfitCsvProps {
  filter: HistoryFilter
  /** Rows the filter matches, from the page on screen; 0 disables the button. */
  total: number
}

/** The profit history's rows for the filter as CSV. */
export function ExportProfitCsv({ filter, total }: ExportProfitCsvProps) {
  const { t } = useLingui()
  const flows = useFlows()
  return (
    <ExportCsv
      fileName="profit-history"
      total={total}
      fetchRows={(options) => fetchAllPages(flows.loadProfitHistory, filter, options)}
      columns={() =>
        historyColumns({
          time: t`Time (UTC)`,
          bot: t`Bot ID`,
          kind: t`Strategy`,
          exchange: t`Exchange`,
          pair: t`Pair`,
          side: t`Side`,
          qty: t`Quantity`,
          price: t`Price`,
          realized: t`Realised`,
          fee: t`Fee`,
          profit: t`Profit`,
          currency: t`Currency`,
        })
      }
    />
  )
}
