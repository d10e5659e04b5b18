import { useLingui } from '@lingui/react/macro'
import styles from './guide.module.css'

/** The grid's levels with buys below the price and sells above it, as the price swings. */
function GridDrawing() {
  const levels = [20, 50, 80, 110, 140]
  // A price swinging through the levels: each crossing downwards buys, upwards sells.
  const path = '10,80 50,112 90,78 130,48 170,82 210,110 250,80 290,50 310,62'
  const buys: [number, number][] = [
    [50, 110],
    [210, 110],
  ]
  const sells: [number, number][] = [
    [130, 50],
    [290, 50],
  ]
  return (
    <svg viewBox="0 0 320 160" className={styles.drawing} aria-hidden focusable="false">
      {levels.map((y) => (
        <line key={y} x1="0" x2="320" y1={y} y2={y} className={styles.level} />
      ))}
      <polyline points={path} className={styles.price} />
      {buys.map(([x, y]) => (
        <circle key={`b${x}`} cx={x} cy={y} r="6" className={styles.buy} />
      ))}
      {sells.map(([x, y]) => (
        <rect key={`s${x}`} x={x - 6} y={y - 6} width="12" height="12" className={styles.sell} />
      ))}
    </svg>
  )
}

/** Buys that grow as the price falls, the average coming down, and the take-profit above it. */
function DcaDrawing() {
  const path = '10,30 60,60 110,90 160,125 210,95 250,70 300,40'
  const buys: [number, number, number][] = [
    [10, 30, 5],
    [60, 60, 7],
    [110, 90, 9],
    [160, 125, 11],
  ]
  return (
    <svg viewBox="0 0 320 160" className={styles.drawing} aria-hidden focusable="false">
      <line x1="0" x2="320" y1="98" y2="98" className={styles.average} />
      <line x1="0" x2="320" y1="72" y2="72" className={styles.target} />
      <polyline points={path} className={styles.price} />
      {buys.map(([x, y, r]) => (
        <circle key={x} cx={x} cy={y} r={r} className={styles.buy} />
      ))}
      <rect x="244" y="64" width="12" height="12" className={styles.sell} />
    </svg>
  )
}

/**
 * A topic's diagram with its key in words beside it: the drawing itself has no text, so it never
 * overflows in a long language, and a screen reader hears the figure's description.
 */
export function GuideDiagram({ kind }: { kind: 'grid' | 'dca' }) {
  const { t } = useLingui()
  const grid = kind === 'grid'
  const caption = grid
    ? t`A grid: buy orders rest on the levels below the price and sell orders on the levels above it. Each swing down buys, each swing up sells one level higher.`
    : t`Martingale: each step buys more as the price falls, which lowers the average price; the whole position is sold at the take-profit above the average.`
  const key = grid
    ? [
        { mark: styles.keyBuy, text: t`A buy fills` },
        { mark: styles.keySell, text: t`A sell fills one level higher` },
        { mark: styles.keyLevel, text: t`Grid levels between the lower and upper price` },
      ]
    : [
        { mark: styles.keyBuy, text: t`First buy and coverage steps, larger each time` },
        { mark: styles.keyAverage, text: t`Average price` },
        { mark: styles.keyTarget, text: t`Take-profit` },
        { mark: styles.keySell, text: t`The whole position is sold` },
      ]
  return (
    <figure className={styles.figure}>
      <div role="img" aria-label={caption} className={styles.drawingBox}>
        {grid ? <GridDrawing /> : <DcaDrawing />}
      </div>
      <figcaption>
        <ul className={styles.key}>
          {key.map(({ mark, text }) => (
            <li key={text}>
              <span className={`${styles.mark} ${mark}`} aria-hidden />
              {text}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  )
}
