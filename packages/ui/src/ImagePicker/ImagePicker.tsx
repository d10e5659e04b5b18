import { useId, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ImagePlus } from 'lucide-react'
import {
  DropZone as RACDropZone,
  FileTrigger as RACFileTrigger,
  type DropItem,
} from 'react-aria-components'
import { Button } from '../Button/Button'
import { useFormatter } from '../format/useFormatter'
import { convertToPng } from './convertToPng'
import styles from './ImagePicker.module.css'

const ACCEPTED = ['image/png', 'image/jpeg']

export interface ImagePickerProps {
  /** Visible label, e.g. "Profile picture". */
  label: ReactNode
  /** The current image as a PNG data URL, shown as the preview. */
  value?: string
  /** Called with the chosen image as a PNG data URL ("data:image/png;base64,…"). */
  onChange: (base64Png: string) => void
  /** Largest accepted file, in bytes (default 2 MB). */
  maxFileSize?: number
  /** The longest side of the saved image, in px; larger images are scaled down. */
  maxDimension?: number
  /** circle for profile pictures, banner for wide cover images. */
  shape?: 'circle' | 'banner'
  /** Converts a file to a PNG data URL; the default draws it on a canvas. Tests inject their own. */
  convert?: (file: File, maxDimension: number) => Promise<string>
  /** Disables choosing and dropping. */
  isDisabled?: boolean
  /** The field's error from its owner (a form's schema, the server), shown like the picker's own. */
  errorMessage?: string
  /**
   * Takes a file the picker refuses (wrong type, too large) instead of the picker's own message,
   * so a form can judge it by its schema and show that message through `errorMessage`.
   */
  onReject?: (file: File, reason: 'type' | 'size') => void
}

/** Picks a PNG or JPEG by button or drag and drop, checks type and size, and hands back a PNG data URL. */
export function ImagePicker({
  label,
  value,
  onChange,
  maxFileSize = 2 * 1024 * 1024,
  maxDimension = 512,
  shape = 'circle',
  convert = convertToPng,
  isDisabled = false,
  errorMessage,
  onReject,
}: ImagePickerProps) {
  const { t } = useLingui()
  const f = useFormatter()
  const id = useId()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const maxSize = f.number(maxFileSize / (1024 * 1024), 1)

  async function accept(file: File | undefined) {
    if (!file) return
    const refused = !ACCEPTED.includes(file.type) ? 'type' : file.size > maxFileSize ? 'size' : null
    if (refused && onReject) {
      setError(null)
      return onReject(file, refused)
    }
    if (refused === 'type') return setError(t`Choose a PNG or JPEG image.`)
    if (refused === 'size') return setError(t`The image must be ${maxSize} MB or smaller.`)
    setError(null)
    setBusy(true)
    try {
      onChange(await convert(file, maxDimension))
    } catch {
      setError(t`This image could not be read. Try another file.`)
    } finally {
      setBusy(false)
    }
  }

  async function drop(items: DropItem[]) {
    const item = items.find((i) => i.kind === 'file')
    if (item?.kind === 'file') await accept(await item.getFile())
  }

  const shown = error ?? errorMessage
  return (
    <div
      className={styles.picker}
      role="group"
      aria-labelledby={`${id}-label`}
      data-shape={shape}
      data-invalid={shown ? true : undefined}
    >
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <RACDropZone
        className={styles.zone}
        isDisabled={isDisabled}
        aria-label={t`Drop an image here`}
        getDropOperation={(types) => (ACCEPTED.some((type) => types.has(type)) ? 'copy' : 'cancel')}
        onDrop={(e) => void drop(e.items)}
      >
        <span className={styles.preview}>
          {value ? (
            <img src={value} alt={t`Preview`} className={styles.image} />
          ) : (
            <ImagePlus size={24} aria-hidden />
          )}
        </span>
        <span className={styles.side}>
          <RACFileTrigger
            acceptedFileTypes={ACCEPTED}
            onSelect={(files) => void accept(files?.[0])}
          >
            <Button
              variant="secondary"
              size="sm"
              isDisabled={isDisabled}
              isPending={busy}
              aria-describedby={shown ? `${id}-hint ${id}-error` : `${id}-hint`}
            >
              {value ? t`Change image` : t`Choose image`}
            </Button>
          </RACFileTrigger>
          <span className={styles.hint} id={`${id}-hint`}>
            {t`PNG or JPEG, up to ${maxSize} MB`}
          </span>
        </span>
      </RACDropZone>
      {shown ? (
        <p className={styles.error} id={`${id}-error`} role="alert">
          {shown}
        </p>
      ) : null}
    </div>
  )
}
