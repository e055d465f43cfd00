// The login provider chooser (SH-AUTH-013): 'Choose login provider', one button per provider.
import {useTranslation} from 'react-i18next'
import type {AuthProvider} from '../../core/lake/types.ts'
import {Button} from '../components/Button.tsx'
import {KeyIcon} from '../components/Icons.tsx'
import {AuthCard} from './AuthCard.tsx'
import styles from './AuthScreen.module.css'

export interface ProviderChooserProps {
  studioTitle: string
  providers: AuthProvider[]
  onChoose: (provider: string) => void
  /** A sign-in that did not complete (an expired or reused session id), shown above the choices. */
  problem?: string | null
  /** With several workspaces: back to the workspace chooser. */
  onBack?: () => void
}

export function ProviderChooser({studioTitle, providers, onChoose, problem, onBack}: ProviderChooserProps) {
  const {t} = useTranslation()
  return (
    <AuthCard studioTitle={studioTitle}>
      <h1 className={styles.heading}>{t('login.choose-provider')}</h1>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      {providers.length === 0 ? (
        <p className={styles.lead}>{t('login.no-providers')}</p>
      ) : (
        <ul className={styles.options}>
          {providers.map((provider) => (
            <li key={provider.name}>
              <Button wide size="large" className={styles.provider} onPress={() => onChoose(provider.name)}>
                {provider.logo ? <img className={styles.providerLogo} src={provider.logo} alt="" /> : <KeyIcon />}
                {provider.title}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.lead}>{t('login.provider-hint')}</p>
      {onBack && (
        <Button tone="ghost" className={styles.back} onPress={onBack}>
          {t('login.other-workspace')}
        </Button>
      )}
    </AuthCard>
  )
}
