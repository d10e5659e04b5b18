import { useContext, useId } from 'react'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { botConfigSchemas, type QuantKind } from '@atb/contract'
import { Button, ProgressBar, Skeleton, useFormatter } from '@atb/ui'
import { useIntervalNames } from '../../../../market/pair/labels'
import { PlotFigure } from '../../../view/parts/PlotFigure'
import { errorText } from '../../parts/errorText'
import { SetupDataContext } from '../../parts/setupData'
import { backtestConfig, useDebounced } from '../../parts/useBacktest'
import type { KindFormProps } from '../../setup/types'
import styles from '../signal.module.css'
import panel from '../../parts/BacktestPanel.module.css'

const PREVIEW_HEIGHT = 300

/**
 * Where the rule would have bought and sold (decision 058): the config as it stands, replayed by
 * the server on the pair's recent bars of its interval, drawn as the bot page draws a running
 * bot. It follows the form (debounced, once the values pass the kind's schema) and keeps the last
 * chart, dimmed, while the next one is asked for.
 */
export function RulePreview({ form, env }: KindFormProps<QuantKind>) {
  const { t, i18n } = useLingui()
  const f = useFormatter()
  const names = useIntervalNames()
  const heading = useId()
  const source = useContext(SetupDataContext)
  const kind = env.kind as QuantKind
  const symbol = env.symbol?.symbol
  const values = form.context?.values
  const valid = values ? botConfigSchemas[kind].isValidSync(values) : false
  const config = values ? JSON.stringify(backtestConfig(values)) : '{}'
  const [state, retry] = useDebounced(
    valid && symbol ? JSON.stringify([kind, symbol, config]) : null,
    (signal) =>
      source.plotPreview(
        { kind, symbol: symbol!, config: JSON.parse(config) as Record<string, unknown> },
        signal,
      ),
  )
  const plot =
    state.status === 'shown' ? state.result : 'previous' in state ? state.previous : undefined
  const buys = plot?.marks.filter((m) => m.side === 'BUY').length ?? 0
  const sells = (plot?.marks.length ?? 0) - buys

  return (
    <section
      className={styles.section}
      aria-labelledby={heading}
      // Storybook's pictures wait while the chart is on its way (.storybook/test-runner.ts).
      data-settling={state.status === 'running' ? '' : undefined}
    >
      <h3 id={heading} className={styles.heading}>{t`Preview`}</h3>
      <div aria-live="polite" className={panel.status}>
        {state.status === 'waiting' ? (
          <p className={styles.note}>
            {t`Choose a pair and complete the rules to see where they would have bought and sold.`}
          </p>
        ) : plot ? (
          <p className={styles.note}>
            {t`Over the last ${f.number(plot.candles.length)} bars of ${names[plot.interval]}, these rules would have bought ${plural(buys, { one: '# time', other: '# times' })} and sold ${plural(sells, { one: '# time', other: '# times' })}. Past signals do not promise future ones.`}
          </p>
        ) : null}
        {state.status === 'running' ? (
          <ProgressBar isIndeterminate size="sm" label={t`Drawing the preview…`} />
        ) : null}
        {state.status === 'failed' ? (
          <div className={panel.failed} role="alert">
            <p>
              <Trans>The preview could not be drawn: {errorText(i18n, state.error)}</Trans>
            </p>
            <Button variant="secondary" size="sm" onPress={retry}>
              {t`Retry`}
            </Button>
          </div>
        ) : null}
      </div>
      {plot ? (
        <div
          className={state.status === 'shown' ? undefined : panel.stale}
          aria-busy={state.status === 'running'}
        >
          <PlotFigure
            plot={plot}
            height={PREVIEW_HEIGHT}
            noDecision={t`These rules would not have traded in these bars: try shorter lengths or another interval.`}
          />
        </div>
      ) : state.status === 'running' ? (
        <Skeleton shape="rect" height={PREVIEW_HEIGHT} />
      ) : null}
    </section>
  )
}
