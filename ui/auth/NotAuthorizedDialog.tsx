// 'Not authorized' (SH-AUTH-032, ERR-SH-005): the signed-in account has no role in this project.
import {useTranslation} from 'react-i18next'
import {Button} from '../components/Button.tsx'
import {ModalDialog} from '../components/Dialog.tsx'
import styles from './AuthScreen.module.css'

export interface NotAuthorizedDialogProps {
  account: string
  provider: string
  onSignOut: () => void
}

export function NotAuthorizedDialog({account, provider, onSignOut}: NotAuthorizedDialogProps) {
  const {t} = useTranslation()
  return (
    <ModalDialog
      title={t('not-authorized.title')}
      role="alertdialog"
      actions={
        <Button tone="primary" onPress={onSignOut}>
          {t('user-menu.sign-out')}
        </Button>
      }
    >
      <p>{t('not-authorized.description')}</p>
      <p>{t('not-authorized.signed-in-as', {account, provider})}</p>
      <p className={styles.lead}>{t('not-authorized.ask-admin')}</p>
    </ModalDialog>
  )
}
