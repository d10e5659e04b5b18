import { useCallback, useEffect, useRef, useState } from 'react'
import { createActor, toPromise } from 'xstate'
import { useLingui } from '@lingui/react/macro'
import { useFormatter } from '@atb/ui'
import { errorMessageOf } from '@atb/machines'
import { useFlows } from '../../../services/FlowsContext'
import { downloadCsv, toCsv } from '../../../services/csv'
import { useMessage } from '../../../i18n/useMessage'
import {
  fetchAllOrders,
  orderCsvColumns,
  type ExportProgress,
  type OrderPageLoader,
} from './exportOrders'
import type { OrderFilter } from './orderQuery'
import { rejectionText } from '../botReason'

export type ExportState =
  | { status: 'idle' }
  | { status: 'running'; progress: ExportProgress | null }
  | { status: 'done'; message: string }
  | { status: 'failed'; message: string }

/** The CSV export of the current filter: every page up to the cap, with progress and the outcome. */
export function useOrderExport(filter: OrderFilter) {
  const { t, i18n } = useLingui()
  const f = useFormatter()
  const translate = useMessage()
  const flows = useFlows()
  const [state, setState] = useState<ExportState>({ status: 'idle' })
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])

  const start = useCallback(async () => {
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    setState({ status: 'running', progress: null })
    const load: OrderPageLoader = (input) =>
      toPromise(createActor(flows.loadOrders, { input }).start())
    try {
      const result = await fetchAllOrders(
        load,
        filter,
        (progress) => setState({ status: 'running', progress }),
        controller.signal,
      )
      if (controller.signal.aborted) return
      const columns = orderCsvColumns(
        {
          time: t`Time (UTC)`,
          bot: t`Bot ID`,
          exchange: t`Exchange`,
          pair: t`Pair`,
          side: t`Side`,
          type: t`Type`,
          price: t`Price`,
          quantity: t`Quantity`,
          status: t`Status`,
          reason: t`Reason`,
          order: t`Order ID`,
        },
        (rejection) => rejectionText(rejection, i18n),
      )
      const day = new Date().toISOString().slice(0, 10)
      downloadCsv(`bot-orders-${day}.csv`, toCsv(result.rows, columns))
      const rows = f.number(result.rows.length)
      const total = f.number(result.total)
      const message = result.capped
        ? t`Exported the newest ${rows} of ${total} orders. Narrow the filter to export the rest.`
        : t`Exported ${rows} orders.`
      setState({ status: 'done', message })
      flows.notify(message)
    } catch (error) {
      if (controller.signal.aborted) return
      setState({
        status: 'failed',
        message: t`The export failed: ${translate(errorMessageOf(error))}`,
      })
    }
  }, [filter, flows, f, t, i18n, translate])

  return { state, start }
}
