import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { X } from 'lucide-react'
import {
  Dialog as RACDialog,
  DialogTrigger as RACDialogTrigger,
  Heading as RACHeading,
  Modal as RACModal,
  ModalOverlay as RACModalOverlay,
  type DialogProps as RACDialogProps,
  type DialogTriggerProps as RACDialogTriggerProps,
  type ModalOverlayProps as RACModalOverlayProps,
} from 'react-aria-components'
import { Button } from '../Button/Button'
import styles from './Dialog.module.css'

export type DialogTriggerProps = RACDialogTriggerProps

/** Pairs a pressable trigger (first child) with a Modal (second child) and manages open state. */
export function DialogTrigger(props: DialogTriggerProps) {
  return <RACDialogTrigger {...props} />
}

export interface ModalProps extends Omit<RACModalOverlayProps, 'className' | 'style' | 'children'> {
  /** Width: sm 400px (confirmations), md 560px, lg 800px; fullscreen on every screen. */
  size?: 'sm' | 'md' | 'lg' | 'fullscreen'
  /** The Dialog to show. */
  children: ReactNode
}

/** A dimmed overlay holding a Dialog; Escape closes it, and so does a click outside when `isDismissable`. */
export function Modal({ size = 'md', children, ...props }: ModalProps) {
  return (
    <RACModalOverlay {...props} className={styles.overlay}>
      <RACModal className={styles.modal} data-size={size}>
        {children}
      </RACModal>
    </RACModalOverlay>
  )
}

type Close = () => void

export interface DialogProps extends Omit<RACDialogProps, 'className' | 'style' | 'children'> {
  /** The heading, which also names the dialog. */
  title: ReactNode
  /** The content; a function receives `close`. */
  children: ReactNode | ((close: Close) => ReactNode)
  /** Buttons at the bottom, end-aligned; a function receives `close`. */
  footer?: ReactNode | ((close: Close) => ReactNode)
  /** Hides the "Close" button in the corner, e.g. when the footer must be used. */
  hideCloseButton?: boolean
}

/** The content of a Modal: a heading, a close button, a body and an optional footer. */
export function Dialog({
  title,
  children,
  footer,
  hideCloseButton = false,
  ...props
}: DialogProps) {
  const { t } = useLingui()
  return (
    <RACDialog {...props} className={styles.dialog}>
      {({ close }) => (
        <>
          <div className={styles.header}>
            <RACHeading slot="title" className={styles.title}>
              {title}
            </RACHeading>
            {hideCloseButton ? null : (
              <Button
                variant="ghost"
                size="sm"
                aria-label={t`Close`}
                icon={<X size={18} aria-hidden />}
                onPress={close}
              />
            )}
          </div>
          <div className={styles.body}>
            {typeof children === 'function' ? children(close) : children}
          </div>
          {footer ? (
            <div className={styles.footer}>
              {typeof footer === 'function' ? footer(close) : footer}
            </div>
          ) : null}
        </>
      )}
    </RACDialog>
  )
}

export interface ConfirmDialogProps {
  /** The question, e.g. "Stop this bot?". */
  title: ReactNode
  /** What will happen, in one or two sentences. */
  children: ReactNode
  /** Label of the confirm button, e.g. "Stop bot". */
  confirmLabel: ReactNode
  /** Label of the cancel button; defaults to "Cancel". */
  cancelLabel?: ReactNode
  /** danger for destructive actions (red confirm button). */
  variant?: 'primary' | 'danger'
  /** Shows progress on the confirm button and keeps the dialog open. */
  isPending?: boolean
  /** Called when confirmed; the dialog closes itself unless `keepOpenOnConfirm`. */
  onConfirm: () => void
  /** Keep the dialog open after confirming, e.g. while a request runs (pair with isPending). */
  keepOpenOnConfirm?: boolean
  /** Called when the Cancel button is pressed; use the Modal's onOpenChange to also hear Escape. */
  onCancel?: () => void
}

/** A small dialog that asks the user to confirm or cancel one action. Use inside a Modal size="sm". */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  variant = 'danger',
  isPending,
  onConfirm,
  keepOpenOnConfirm = false,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useLingui()
  return (
    <Dialog
      title={title}
      role="alertdialog"
      hideCloseButton
      footer={(close) => (
        <>
          <Button
            variant="secondary"
            isDisabled={isPending}
            onPress={() => {
              onCancel?.()
              close()
            }}
          >
            {cancelLabel ?? t`Cancel`}
          </Button>
          <Button
            variant={variant}
            isPending={isPending}
            onPress={() => {
              onConfirm()
              if (!keepOpenOnConfirm) close()
            }}
          >
            {confirmLabel}
          </Button>
        </>
      )}
    >
      <p className={styles.message}>{children}</p>
    </Dialog>
  )
}
