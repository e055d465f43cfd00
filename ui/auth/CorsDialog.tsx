// 'Before you continue...' (SH-AUTH-041, SH-AUTH-044): the lake does not allow this origin. The
// page reloads itself when the window gets focus again (the gate machine sends that).
import {Input, Label, TextField} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import {LinkButton} from '../components/Button.tsx'
import {ModalDialog} from '../components/Dialog.tsx'
import styles from './AuthScreen.module.css'

export interface CorsDialogProps {
  origin: string
  /** Where the origin is allowed: the lake's CORS setting documentation. */
  continueHref: string
}

export function CorsDialog({origin, continueHref}: CorsDialogProps) {
  const {t} = useTranslation()
  return (
    <ModalDialog
      title={t('cors.title')}
      actions={
        <LinkButton tone="primary" href={continueHref} target="_blank" rel="noreferrer">
          {t('cors.continue')}
        </LinkButton>
      }
    >
      <p>{t('cors.description')}</p>
      <TextField className={styles.field} value={origin} isReadOnly>
        <Label className={styles.label}>{t('cors.origin-label')}</Label>
        <Input className={styles.origin} />
      </TextField>
      <p className={styles.lead}>{t('cors.steps')}</p>
    </ModalDialog>
  )
}
