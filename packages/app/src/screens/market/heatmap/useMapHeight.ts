import { useEffect, useRef, useState } from 'react'

/**
 * The map's height from the page's width: about 3:4 on a phone (a full screen of tiles under the
 * controls) and wider than tall on larger screens, so the map and its legend fit one view.
 */
export function mapHeightFor(width: number): number {
  if (width <= 0) return 480
  return Math.round(Math.min(620, Math.max(360, width < 600 ? width * 1.15 : width * 0.56)))
}

/** A ref for the page and the map height its width asks for. */
export function useMapHeight() {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.floor(entry?.contentRect.width ?? 0)),
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return [ref, mapHeightFor(width)] as const
}
