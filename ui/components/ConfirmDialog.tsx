// Asks before an operation that cannot be taken back: an alert dialog whose Cancel has the focus,
// so Enter or Escape right after it opens changes nothing, and a critical button that goes ahead.
// Focus returns to whatever opened it (React Aria's FocusScope).
import type {ReactNode} from 'react'
import {Button} from './Button.tsx'
import {ModalDialog} from './Dialog.tsx'

export interface ConfirmDialogProps {
  title: ReactNode
  confirmLabel: ReactNode
  cancelLabel: ReactNode
  /** While the answer is not known yet (references still being read), or not allowed. */
  isConfirmDisabled?: boolean
  onCancel: () => void
  onConfirm: () => void
  children: ReactNode
}

export function ConfirmDialog({title, confirmLabel, cancelLabel, isConfirmDisabled, onCancel, onConfirm, children}: ConfirmDialogProps) {
  return (
    <ModalDialog
      title={title}
      role="alertdialog"
      dismissable
      onClose={onCancel}
      actions={
        <>
          <Button onPress={onCancel} autoFocus>
            {cancelLabel}
          </Button>
          <Button tone="critical" isDisabled={isConfirmDisabled} onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </ModalDialog>
  )
}
