import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import styles from './account.module.css'

export interface ImageFieldProps {
  label: string
  /** A data URL, or '' for "keep the current image". */
  value: string
  onChange: (dataUrl: string) => void
  errorMessage?: string
  isDisabled?: boolean
}

/**
 * A file picker that hands the form a data URL. It does not judge the file: the contract schema
 * decides what is a PNG and what is too large, so the messages match the server's.
 */
export function ImageField({ label, value, onChange, errorMessage, isDisabled }: ImageFieldProps) {
  const { t } = useLingui()
  const id = useId()
  const errorId = `${id}-error`
  const read = (file: File | undefined) => {
    if (!file) return
    const reader = new FileReader()
    reader.onload = () => onChange(String(reader.result))
    reader.readAsDataURL(file)
  }
  return (
    <div className={styles.form}>
      <label htmlFor={id}>{label}</label>
      {value.startsWith('data:image/') ? (
        <img className={styles.preview} src={value} alt={t`Preview of ${label}`} />
      ) : null}
      <input
        id={id}
        type="file"
        accept="image/png"
        disabled={isDisabled}
        aria-invalid={errorMessage ? true : undefined}
        aria-describedby={errorMessage ? errorId : undefined}
        onChange={(event) => read(event.target.files?.[0])}
      />
      {errorMessage ? (
        <p id={errorId} className={styles.alert} data-tone="error">
          {errorMessage}
        </p>
      ) : null}
    </div>
  )
}
