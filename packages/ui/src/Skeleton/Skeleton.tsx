import type { CSSProperties, ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import styles from './Skeleton.module.css'

export interface SkeletonProps {
  /** text: one or more lines; circle: avatars; rect: images, charts and cards. */
  shape?: 'text' | 'circle' | 'rect'
  /** Number of text lines; the last one is shorter. */
  lines?: number
  /** Width (CSS length or px); text lines default to 100%. */
  width?: CSSProperties['width']
  /** Height (CSS length or px); also the diameter of a circle. */
  height?: CSSProperties['height']
}

/** A placeholder shaped like content that is loading. Hidden from assistive tech; wrap in SkeletonGroup. */
export function Skeleton({ shape = 'text', lines = 1, width, height }: SkeletonProps) {
  if (shape === 'text') {
    return (
      <span className={styles.lines} aria-hidden style={{ inlineSize: width }}>
        {Array.from({ length: lines }, (_, i) => (
          <span
            key={i}
            className={styles.skeleton}
            data-shape="text"
            style={{
              inlineSize: lines > 1 && i === lines - 1 ? '60%' : undefined,
              blockSize: height,
            }}
          />
        ))}
      </span>
    )
  }
  const size = shape === 'circle' ? (height ?? width ?? 40) : undefined
  return (
    <span
      className={styles.skeleton}
      data-shape={shape}
      aria-hidden
      style={{ inlineSize: size ?? width ?? '100%', blockSize: size ?? height ?? 120 }}
    />
  )
}

export interface SkeletonGroupProps {
  /** What is loading, announced to screen readers; defaults to "Loading". */
  label?: string
  /** The skeletons. */
  children: ReactNode
}

/** Wraps skeletons in a busy region that announces loading once. */
export function SkeletonGroup({ label, children }: SkeletonGroupProps) {
  const { t } = useLingui()
  return (
    <div className={styles.group} role="status" aria-busy="true" aria-label={label ?? t`Loading`}>
      {children}
    </div>
  )
}
