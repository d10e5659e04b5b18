import {
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react'
import { useLingui } from '@lingui/react/macro'
import { FieldErrorContext, LabelContext, Provider, TextContext } from 'react-aria-components'
import { type ErrorMessage, FieldChrome } from '../Field/Field'
import styles from './PinInput.module.css'

export interface PinInputProps {
  /** The group's visible label, e.g. "Verification code". */
  label: ReactNode
  /** Help text under the cells. */
  description?: ReactNode
  /** Shown under the cells while `isInvalid`. */
  errorMessage?: ErrorMessage
  /** Number of cells. */
  length?: number
  /** The digits (controlled). */
  value?: string
  /** The initial digits (uncontrolled). */
  defaultValue?: string
  /** Called with the digits after every change. */
  onChange?: (value: string) => void
  /** Called once every cell holds a digit. */
  onComplete?: (value: string) => void
  /** Shows dots instead of digits, for PIN codes. */
  isMasked?: boolean
  /** Marks every cell invalid and shows `errorMessage`. */
  isInvalid?: boolean
  /** Disables every cell. */
  isDisabled?: boolean
  /** Focuses the first empty cell on mount. */
  autoFocus?: boolean
  /** Submits the digits under this name in a native form. */
  name?: string
}

const onlyDigits = (text: string) => text.replace(/\D/g, '')

const VALID: ValidityState = {
  badInput: false,
  customError: false,
  patternMismatch: false,
  rangeOverflow: false,
  rangeUnderflow: false,
  stepMismatch: false,
  tooLong: false,
  tooShort: false,
  typeMismatch: false,
  valid: true,
  valueMissing: false,
}

/** One-time codes and PINs: one cell per digit, paste fills all, Backspace walks back. */
export function PinInput({
  label,
  description,
  errorMessage,
  length = 6,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  isMasked = false,
  isInvalid = false,
  isDisabled = false,
  autoFocus = false,
  name,
}: PinInputProps) {
  const { t } = useLingui()
  const id = useId()
  const refs = useRef<(HTMLInputElement | null)[]>([])
  const [internal, setInternal] = useState(() => onlyDigits(defaultValue).slice(0, length))
  const digits = (value === undefined ? internal : onlyDigits(value)).slice(0, length)
  const cells = Array.from({ length }, (_, i) => digits[i] ?? '')

  const focusCell = (index: number) => {
    const cell = refs.current[Math.max(0, Math.min(length - 1, index))]
    cell?.focus()
    cell?.select()
  }

  const commit = (next: string[]) => {
    // Keep digits contiguous: a gap would make the value ambiguous.
    const joined = next.join('').slice(0, length)
    setInternal(joined)
    onChange?.(joined)
    if (joined.length === length && joined !== digits) onComplete?.(joined)
  }

  const fillFrom = (index: number, text: string) => {
    const incoming = onlyDigits(text)
    if (!incoming) return
    const start = Math.min(index, digits.length)
    const next = [...cells]
    for (let i = 0; i < incoming.length && start + i < length; i++)
      next[start + i] = incoming[i] ?? ''
    commit(next)
    focusCell(start + incoming.length)
  }

  const onInput = (index: number, raw: string) => {
    const old = cells[index] ?? ''
    // With the old digit still in the box, the typed one is whichever side is new.
    const typed =
      raw.length === 2 && old ? (raw.startsWith(old) ? raw.slice(1) : raw.slice(0, 1)) : raw
    fillFrom(index, typed)
  }

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const next = [...cells]
    if (event.key === 'Backspace') {
      event.preventDefault()
      const target = cells[index] ? index : index - 1
      if (target < 0) return
      next.splice(target, 1)
      commit(next)
      focusCell(target)
    } else if (event.key === 'Delete') {
      event.preventDefault()
      next.splice(index, 1)
      commit(next)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      focusCell(index - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      focusCell(Math.min(index + 1, digits.length))
    } else if (event.key === 'Home') {
      event.preventDefault()
      focusCell(0)
    } else if (event.key === 'End') {
      event.preventDefault()
      focusCell(digits.length)
    }
  }

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    const text = event.clipboardData.getData('text')
    // A full code pasted anywhere replaces the whole code.
    fillFrom(onlyDigits(text).length >= length ? 0 : index, text)
  }

  const labelId = `${id}-label`
  const validation = { isInvalid, validationErrors: [], validationDetails: VALID }
  return (
    <Provider
      values={[
        [LabelContext, { id: labelId, elementType: 'span' }],
        [
          TextContext,
          { slots: { description: { id: `${id}-desc` }, errorMessage: { id: `${id}-error` } } },
        ],
        [FieldErrorContext, validation],
      ]}
    >
      <div
        className={styles.field}
        data-invalid={isInvalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        <FieldChrome label={label} description={description} errorMessage={errorMessage}>
          <div
            role="group"
            aria-labelledby={labelId}
            aria-describedby={
              [description ? `${id}-desc` : '', isInvalid && errorMessage ? `${id}-error` : '']
                .filter(Boolean)
                .join(' ') || undefined
            }
            className={styles.cells}
          >
            {cells.map((digit, index) => (
              <input
                key={index}
                ref={(element) => {
                  refs.current[index] = element
                }}
                className={styles.cell}
                type={isMasked ? 'password' : 'text'}
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete={index === 0 ? 'one-time-code' : 'off'}
                aria-label={t`Digit ${index + 1} of ${length}`}
                aria-invalid={isInvalid || undefined}
                disabled={isDisabled}
                autoFocus={autoFocus && index === Math.min(digits.length, length - 1)}
                value={digit}
                data-filled={digit ? true : undefined}
                onChange={(event) => onInput(index, event.target.value)}
                onKeyDown={(event) => onKeyDown(index, event)}
                onPaste={(event) => onPaste(index, event)}
                onFocus={(event) => event.target.select()}
              />
            ))}
          </div>
        </FieldChrome>
        {name ? <input type="hidden" name={name} value={digits} /> : null}
      </div>
    </Provider>
  )
}
