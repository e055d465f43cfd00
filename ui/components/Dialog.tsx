// A modal dialog with a heading, on React Aria's ModalOverlay, Modal and Dialog.
import type {ReactNode} from 'react'
import {Dialog, Heading, Modal, ModalOverlay} from 'react-aria-components'
import styles from './Dialog.module.css'

export interface ModalDialogProps {
  title: ReactNode
  children: ReactNode
  /** Buttons along the bottom edge. */
  actions?: ReactNode
  /** Blocking dialogs (not authorized, CORS) cannot be dismissed with Escape or a click outside. */
  dismissable?: boolean
  onClose?: () => void
  role?: 'dialog' | 'alertdialog'
  /** `wide` for dialogs that lay out many items (the asset picker); `full` for a canvas (the image tool). */
  size?: 'default' | 'wide' | 'full'
}

export function ModalDialog({title, children, actions, dismissable = false, onClose, role = 'dialog', size = 'default'}: ModalDialogProps) {
  return (
    <ModalOverlay
      isOpen
      isDismissable={dismissable}
      isKeyboardDismissDisabled={!dismissable}
      onOpenChange={(open) => !open && onClose?.()}
      className={styles.overlay}
    >
      <Modal className={size === 'default' ? styles.modal : `${styles.modal} ${styles[size]}`}>
        <Dialog role={role} className={styles.dialog}>
          <Heading slot="title" className={styles.heading}>
            {title}
          </Heading>
          {children}
          {actions && <div className={styles.actions}>{actions}</div>}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
