import { useMemo } from 'react'
import { create } from 'qrcode'
import styles from './affiliate.module.css'

/** The quiet zone the QR standard asks for around the code, in modules. */
const MARGIN = 4

/**
 * A QR code of `value` as one SVG path, drawn from node-qrcode's module matrix: crisp at any
 * size, no canvas, no HTML injected. Always dark on light, as every scanner reads it.
 */
export function QrCode({
  value,
  label,
  size = 200,
}: {
  value: string
  label: string
  size?: number
}) {
  const { path, width } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' })
    let d = ''
    for (let y = 0; y < modules.size; y++)
      for (let x = 0; x < modules.size; x++)
        if (modules.get(x, y)) d += `M${x + MARGIN} ${y + MARGIN}h1v1h-1z`
    return { path: d, width: modules.size + 2 * MARGIN }
  }, [value])
  return (
    <div role="img" aria-label={label} className={styles.qrFrame}>
      <svg
        className={styles.qr}
        aria-hidden
        viewBox={`0 0 ${width} ${width}`}
        width={size}
        height={size}
        shapeRendering="crispEdges"
      >
        <rect width={width} height={width} className={styles.qrPaper} />
        <path d={path} className={styles.qrInk} />
      </svg>
    </div>
  )
}
