// Renders the toast queue in the bottom corner (SH-TOAST-001): title, description, close button.
import {UNSTABLE_Toast as Toast, UNSTABLE_ToastContent as ToastContent, UNSTABLE_ToastRegion as AriaToastRegion, Text} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {Button} from '../components/Button.tsx'
import {CloseIcon} from '../components/Icons.tsx'
import {toastQueue, type StudioToast} from './toasts.ts'
import styles from './ToastRegion.module.css'

export function ToastRegion() {
  const {t} = useTranslation()
  return (
    <AriaToastRegion<StudioToast> queue={toastQueue} className={styles.region} aria-label={t('toast.region-label')}>
      {({toast}) => (
        <Toast toast={toast} className={`${styles.toast} ${styles[toast.content.status]}`}>
          <ToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
              {toast.content.count && toast.content.count > 1 ? (
                <span className={styles.count}>{t('toast.repeat-count', {count: toast.content.count})}</span>
              ) : null}
            </Text>
            {toast.content.description && (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            )}
          </ToastContent>
          <Button slot="close" tone="ghost" iconOnly aria-label={t('toast.close')}>
            <CloseIcon />
          </Button>
        </Toast>
      )}
    </AriaToastRegion>
  )
}
