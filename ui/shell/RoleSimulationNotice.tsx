// Says that the studio is simulating roles (#_debug_roles=…), which ones, that the lake still
// applies the user's own permissions, and how to stop.
import {useTranslation} from 'react-i18next'
import {DEBUG_ROLES_HASH_PARAM} from '../../core/permissions/simulatedRoles.ts'
import {useRoleSimulation} from '../app/roleSimulation.ts'
import {WarningIcon} from '../components/Icons.tsx'
import styles from './ConnectionStatus.module.css'

export function RoleSimulationNotice() {
  const {t} = useTranslation()
  const simulation = useRoleSimulation()
  if (!simulation) return null
  return (
    <div role="status" className={`${styles.bar} ${styles.offline}`}>
      <WarningIcon />
      <span className={styles.text}>
        {t('debug-roles.simulating', {roles: simulation.roles.join(', ')})} <span className={styles.detail}>{t('debug-roles.detail')}</span>
      </span>
      <a href={`#${DEBUG_ROLES_HASH_PARAM}=`}>{t('debug-roles.stop')}</a>
    </div>
  )
}
