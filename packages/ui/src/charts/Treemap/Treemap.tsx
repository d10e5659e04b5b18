import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Link as RACLink } from 'react-aria-components'
import { useFormatter } from '../../format/useFormatter'
import { Tooltip, TooltipTrigger } from '../../Tooltip/Tooltip'
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden'
import { fitLabel, layoutTiles, toneOf } from './treemapLayout'
import styles from './Treemap.module.css'

/** One tile of the map. */
export interface TreemapTile {
  /** Stable id, e.g. the symbol `BTCUSDT`. */
  id: string
  /** The short text on the tile, e.g. `BTC`. */
  label: string
  /** The full name in the accessible name and tooltip, e.g. `BTC/USDT`. */
  name: string
  /** Percent change, e.g. 2.35; sets the colour and the arrow. */
  change: number
  /** The value the area follows (e.g. quote volume); 0 still gets a small visible tile. */
  value: number
  /** The value's unit, e.g. `USDT`. */
  unit: string
  /** Where the tile leads. */
  href: string
}

export interface TreemapProps {
  /** The tiles, in any order; they are laid out and read largest first. */
  tiles: readonly TreemapTile[]
  /** The change (percent) at which the colour is fullest, e.g. 5 for ±5 %. */
  bound?: number
  /** The map's height in px; its width follows the container. */
  height: number
  /** Names the map for screen readers, e.g. "Crypto heatmap, 24 h". */
  'aria-label': string
}

/** The pixels between tiles. */
const GAP = 2

/** Watches the element's content width. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    setWidth(el.clientWidth)
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.floor(entry?.contentRect.width ?? 0)),
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return [ref, width] as const
}

/**
 * A treemap of links: area by value, colour by change on a diverging scale clamped at ±bound.
 * Every tile's accessible name and tooltip say what its colour and size say, so nothing depends
 * on colour alone; pair it with `TreemapLegend`.
 */
export function Treemap({ tiles, bound = 5, height, 'aria-label': label }: TreemapProps) {
  const { t } = useLingui()
  const format = useFormatter()
  const [ref, width] = useWidth()
  const laid = useMemo(() => layoutTiles(tiles, width, height, GAP), [tiles, width, height])
  return (
    <div ref={ref} className={styles.map} style={{ blockSize: height }}>
      <ul className={styles.list} aria-label={label}>
        {laid.map(({ item, box }) => {
          const tone = toneOf(item.change, bound)
          const pct = format.percent(Math.abs(item.change))
          const signed = format.percent(item.change, { signed: true })
          const volume = `${format.compact(item.value)} ${item.unit}`
          const pair = item.name
          const name =
            tone.direction === 'up'
              ? t`${pair}, up ${pct}, volume ${volume}`
              : tone.direction === 'down'
                ? t`${pair}, down ${pct}, volume ${volume}`
                : t`${pair}, unchanged, volume ${volume}`
          const fit = fitLabel(box.width, box.height, item.label, signed)
          const arrow = tone.direction === 'up' ? '▲' : tone.direction === 'down' ? '▼' : ''
          const style = {
            insetInlineStart: box.x,
            insetBlockStart: box.y,
            inlineSize: box.width,
            blockSize: box.height,
            '--tile-strength': `${Math.round(tone.strength * 100)}%`,
          } as CSSProperties
          return (
            <li key={item.id} className={styles.item} style={style}>
              <TooltipTrigger delay={300}>
                {/* The name is the link's text, not an aria-label: the visible text is a
                    shorthand of it, and voice control still finds "BTC" in "BTC/USDT". */}
                <RACLink
                  href={item.href}
                  className={styles.tile}
                  data-direction={tone.direction}
                  data-fit={fit}
                >
                  <VisuallyHidden>{name}</VisuallyHidden>
                  {fit === 'none' ? null : (
                    <span className={styles.text} aria-hidden>
                      <span className={styles.base}>{item.label}</span>
                      {fit === 'base' ? null : (
                        <span className={styles.change}>
                          {arrow ? <span className={styles.arrow}>{arrow}</span> : null}
                          {signed}
                        </span>
                      )}
                    </span>
                  )}
                </RACLink>
                <Tooltip>
                  {item.name} · {arrow} {signed} · {t`Volume ${volume}`}
                </Tooltip>
              </TooltipTrigger>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
