import { useEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button, ProgressBar, useFormatter } from '@atb/ui'
import { downloadCsv, toCsv, type CsvColumn } from '../services/csv'
import { EXPORT_CAP, type ExportProgress } from './profit/parts/exportHistory'
import styles from './screens.module.css'

export type ExportState =
  | { step: 'idle' }
  | { step: 'running'; progress: ExportProgress | null }
  | { step: 'done'; rows: number; total: number }
  | { step: 'failed' }

export interface ExportCsvProps<R> {
  /** Every row of the filter on screen (up to the cap), reporting progress; stops on `signal`. */
  fetchRows: (options: {
    signal: AbortSignal
    onProgress: (progress: ExportProgress) => void
  }) => Promise<{ rows: R[]; total: number }>
  /** The file's columns, built when the export runs (headers in the language of the moment). */
  columns: () => CsvColumn<R>[]
  /** The file name before its date: `wallet-history` gives `wallet-history-2026-11-28.csv`. */
  fileName: string
  /** Rows the filter matches, from the page on screen; 0 disables the button. */
  total: number
  /** Stories start in a given state (an export under way). */
  initial?: ExportState
}

/**
 * Exports every row of a paged history as CSV (profit history, the wallet's history): progress
 * with a cancel button while it runs, then the count exported, or that the cap cut it short.
 */
export function ExportCsv<R>({
  fetchRows,
  columns,
  fileName,
  total,
  initial = { step: 'idle' },
}: ExportCsvProps<R>) {
  const { t } = useLingui()
  const format = useFormatter()
  const [state, setState] = useState<ExportState>(initial)
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])

  const start = async () => {
    const controller = new AbortController()
    abort.current = controller
    setState({ step: 'running', progress: null })
    try {
      const result = await fetchRows({
        signal: controller.signal,
        onProgress: (progress) => setState({ step: 'running', progress }),
      })
      downloadCsv(
        `${fileName}-${new Date().toISOString().slice(0, 10)}.csv`,
        toCsv(result.rows, columns()),
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
    <div className={styles.exportBar}>
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
      <p className={styles.exportNote} role="status">
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
