import { useState } from 'react'
import styles from './Avatar.module.css'

export interface AvatarProps {
  /** The person's or bot's name: the accessible name and the source of the initials. */
  name: string
  /** Image URL or data URL; initials show when it is missing or fails to load. */
  src?: string
  /** sm 24px, md 32px, lg 48px, xl 80px. */
  size?: 'sm' | 'md' | 'lg' | 'xl'
  /** Hides the avatar from assistive tech when the name is already next to it. */
  decorative?: boolean
}

/** Up to two initials: first letters of the first and last words. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const first = words[0]?.[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : ''
  return (first + last).toUpperCase()
}

/** A user's picture, or their initials when there is none. */
export function Avatar({ name, src, size = 'md', decorative = false }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const showImage = src !== undefined && src !== '' && failed !== src
  return (
    <span
      className={styles.avatar}
      data-size={size}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      {showImage ? (
        <img className={styles.image} src={src} alt="" onError={() => setFailed(src)} />
      ) : (
        <span className={styles.initials} aria-hidden>
          {initials(name)}
        </span>
      )}
    </span>
  )
}
