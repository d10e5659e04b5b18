import { useEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button, ProgressBar, useFormatter } from '@atb/ui'
import { useFlows } from '../../../services/FlowsContext'
import { downloadCsv, toCsv } from '../../../services/csv'
import {
  EXPORT_CAP,
  fetchAllPages,
  historyColumns,
  type ExportProgress,
  type HistoryFilter,
} from './exportHistory'
import styles from './profit.module.css'

type State =
  | { step: 'idle' }
  | { step: 'running'; progress: ExportProgress | null }
  | { step: 'done'; rows: number; total: number }
  | { step: 'failed' }

export interface ExportCsvProps {
  filter: HistoryFilter
  /** Rows the filter matches, from the page on screen; 0 disables the button. */
  total: number
  /** Stories start in a given state (an export under way). */
  initial?: State
}

/** Exports every row of the filter (up to the cap) as CSV, with progress and the count exported. */
export function ExportCsv({ filter, total, initial = { step: 'idle' } }: ExportCsvProps) {
  const { t } = useLingui()
  const format = useFormatter()
  const flows = useFlows()
  const [state, setState] = useState<State>(initial)
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])

  const start = async () => {
    const controller = new AbortController()
    abort.current = controller
    setState({ step: 'running', progress: null })
    try {
      const result = await fetchAllPages(flows.loadProfitHistory, filter, {
        signal: controller.signal,
        onProgress: (progress) => setState({ step: 'running', progress }),
      })
      const columns = historyColumns({
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
      downloadCsv(
        `profit-history-${new Date().toISOString().slice(0, 10)}.csv`,
        toCsv(result.rows, columns),
      )
      setState({ step: 'done', rows: result.rows.length, total: result.total })
    } catch {
      setState(controller.signal.aborted ? { step: 'idle' } : { step: 'failed' })
    }
  }

  const progress = state.step === 'running' ? state.progress : null
  const exported = format.number(state.step === 'done' ? state.rows : 0)
  const matched = format.number(state.step === 'done' ? state.total : 0)
  const done = format.number(progress?.done ?? 0)
  const of = format.number(progress?.total ?? Math.min(total, EXPORT_CAP))
  return (
    <div className={styles.bar}>
      {state.step === 'running' ? (
        <>
          <ProgressBar
            label={t`Exporting`}
            value={progress?.done ?? 0}
            maxValue={Math.max(1, progress?.total ?? Math.min(total, EXPORT_CAP))}
            valueLabel={t`${done} of ${of} rows`}
          />
          <Button variant="secondary" onPress={() => abort.current?.abort()}>
            {t`Cancel export`}
          </Button>
        </>
      ) : (
        <Button variant="secondary" isDisabled={total === 0} onPress={() => void start()}>
          {t`Export CSV`}
        </Button>
      )}
      <p className={styles.note} role="status">
        {state.step === 'done'
          ? state.rows < state.total
            ? t`Exported the first ${exported} of ${matched} rows. Narrow the filter to export the rest.`
            : t`Exported ${exported} rows.`
          : state.step === 'failed'
            ? t`The export failed. Try again.`
            : null}
      </p>
    </div>
  )
}
