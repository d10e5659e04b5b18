import { useContext, useEffect, useRef, useState, type CSSProperties } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { ChartNoAxesCombined } from 'lucide-react'
import { Button } from '../Button/Button'
import { Skeleton, SkeletonGroup } from '../Skeleton/Skeleton'
import {
  WidgetLoaderContext,
  type WidgetConfig,
  type WidgetLoader,
  type WidgetScriptKind,
} from './loader'
import styles from './ProviderWidget.module.css'

/** The provider's script goes in this long after mount, so it never competes with the page's first paint. */
export const WIDGET_LOAD_DELAY_MS = 300

/** What every widget accepts. */
export interface WidgetProps<Options> {
  /** Overrides the widget's defaults, key by key, in the provider's own option names. */
  options?: Partial<Options>
  /** Loads the script; defaults to the WidgetLoaderContext (the real provider script). */
  loader?: WidgetLoader
  className?: string
}

/** The defaults overridden by the options; an option left undefined keeps its default. */
export function mergeWidgetConfig<Options extends object>(
  defaults: Options,
  options: Partial<Options> | undefined,
): Options {
  const merged: Record<string, unknown> = { ...(defaults as Record<string, unknown>) }
  for (const [key, value] of Object.entries(options ?? {})) {
    if (value !== undefined) merged[key] = value
  }
  return merged as Options
}

export interface ProviderWidgetProps {
  /** The widget's name, for the loading label and the fallback. */
  name: MessageDescriptor
  src: string
  kind: WidgetScriptKind
  config: WidgetConfig
  /** Height of the placeholder when the configuration has none (the quote sizes itself). */
  placeholderHeight?: number
  /** The element id the provider looks the container up by (the advanced chart). */
  containerId?: string
  loader?: WidgetLoader
  className?: string
}

type Status = 'loading' | 'ready' | 'failed'

function cssSize(value: unknown): string | undefined {
  if (typeof value === 'number') return `${value}px`
  if (typeof value === 'string' && value !== '') return value
  return undefined
}

/**
 * What the six widgets share: wait WIDGET_LOAD_DELAY_MS after mount, hand the merged configuration
 * to the loader, show a skeleton of the widget's size until the provider draws, and a quiet
 * fallback naming the widget if it never does. Unmounting (or a new configuration) cancels.
 */
export function ProviderWidget(props: ProviderWidgetProps) {
  // A new configuration starts over: a fresh load, back to the skeleton.
  return <ProviderWidgetBody key={JSON.stringify(props.config)} {...props} />
}

function ProviderWidgetBody({
  name,
  src,
  kind,
  config,
  placeholderHeight = 220,
  containerId,
  loader,
  className,
}: ProviderWidgetProps) {
  const { i18n, t } = useLingui()
  const contextLoader = useContext(WidgetLoaderContext)
  const load = loader ?? contextLoader
  const hostRef = useRef<HTMLDivElement>(null)
  const [status, setStatus] = useState<Status>('loading')
  const [attempt, setAttempt] = useState(0)
  // Read through a ref so a parent re-rendering with an equal configuration does not reload.
  const configRef = useRef(config)

  useEffect(() => {
    const host = hostRef.current
    if (!host) return
    let live = true
    let cleanup: (() => void) | void
    const timer = setTimeout(() => {
      cleanup = load({
        container: host,
        src,
        kind,
        config: configRef.current,
        onReady: () => live && setStatus('ready'),
        onError: () => live && setStatus('failed'),
      })
    }, WIDGET_LOAD_DELAY_MS)
    return () => {
      live = false
      clearTimeout(timer)
      cleanup?.()
    }
  }, [load, src, kind, attempt])

  const widgetName = i18n._(name)
  const width = cssSize(config.width) ?? '100%'
  const height = cssSize(config.height) ?? `${placeholderHeight}px`
  const box = { '--widget-width': width, '--widget-height': height } as CSSProperties

  return (
    <div
      className={[styles.widget, className].filter(Boolean).join(' ')}
      style={box}
      role="group"
      aria-label={widgetName}
      data-status={status}
    >
      {status === 'loading' ? (
        <div className={styles.placeholder}>
          <SkeletonGroup label={t`Loading ${widgetName}`}>
            <Skeleton shape="rect" width="100%" height={height} />
          </SkeletonGroup>
        </div>
      ) : null}
      {status === 'failed' ? (
        <div className={styles.fallback}>
          <ChartNoAxesCombined className={styles.icon} size={24} aria-hidden />
          <p className={styles.title}>{t`${widgetName} is unavailable right now`}</p>
          <p className={styles.description}>
            {t`The charting provider could not be reached. Everything else on this page still works.`}
          </p>
          <Button
            size="sm"
            variant="secondary"
            onPress={() => {
              setStatus('loading')
              setAttempt((n) => n + 1)
            }}
          >
            {t`Try again`}
          </Button>
        </div>
      ) : null}
      <div
        ref={hostRef}
        id={containerId}
        className={`tradingview-widget-container ${styles.host}`}
        hidden={status === 'failed'}
      />
    </div>
  )
}
