// ED-PICK-011: Show usage — the documents that use an asset.
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import type {ContentLake} from '../../../core/ports.ts'
import {Button} from '../../components/Button.tsx'
import {ModalDialog} from '../../components/Dialog.tsx'
import {AssetUserList} from './AssetUserList.tsx'
import {useAssetUsers} from './useAssetUsers.ts'
import styles from './Assets.module.css'

export function AssetUsageDialog({lake, asset, onClose}: {lake: ContentLake; asset: {id: string; name: string}; onClose: () => void}) {
  const {t} = useTranslation('form')
  const users = useAssetUsers(lake, asset.id)
  return (
    <ModalDialog title={t('picker.usage.title', {name: asset.name})} dismissable onClose={onClose} actions={<Button onPress={onClose}>{t('picker.close')}</Button>}>
      {users === null && <p className={styles.pickerNote}>{t('picker.delete.checking')}</p>}
      {users && users.length === 0 && <p className={styles.pickerNote}>{t('picker.usage.none')}</p>}
      {users && users.length > 0 && <AssetUserList users={users} />}
    </ModalDialog>
  )
}
