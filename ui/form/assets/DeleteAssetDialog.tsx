// Deleting an asset from the picker (ED-PICK-020 … ED-PICK-023): a confirmation that first asks the
// lake which documents use it; Delete stays disabled while any does (a draft counts as its
// published document) or while it is the field's own asset. Should the lake still refuse (someone
// used it meanwhile: a 409), its message is shown in the error toast.
import {useState} from 'react'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import type {AssetKind} from '../../../core/assets/constants.ts'
import type {ContentLake} from '../../../core/ports.ts'
import {showErrorToast, showToast} from '../../app/toasts.ts'
import {Button} from '../../components/Button.tsx'
import {ModalDialog} from '../../components/Dialog.tsx'
import {AssetUserList} from './AssetUserList.tsx'
import {useAssetUsers} from './useAssetUsers.ts'
import styles from './Assets.module.css'

export interface DeleteAssetDialogProps {
  lake: ContentLake
  kind: AssetKind
  asset: {id: string; name: string}
  /** The asset the field holds now (ED-PICK-022). */
  selectedId: string | null
  onDeleted: (id: string) => void
  onClose: () => void
}

function messageOf(error: unknown): string {
  const description = (error as {description?: unknown} | null)?.description
  if (typeof description === 'string' && description) return description
  return error instanceof Error ? error.message : String(error)
}

export function DeleteAssetDialog({lake, kind, asset, selectedId, onDeleted, onClose}: DeleteAssetDialogProps) {
  const {t} = useTranslation('form')
  const users = useAssetUsers(lake, asset.id)
  const [deleting, setDeleting] = useState(false)
  const selected = asset.id === selectedId
  const blocked = users === null || users.length > 0 || selected || deleting
  const remove = async () => {
    setDeleting(true)
    try {
      await lake.mutate([{delete: {id: asset.id}}], {tag: 'asset.delete', visibility: 'sync'})
      showToast({status: 'success', title: t('picker.delete.successful', {name: asset.name})})
      onDeleted(asset.id)
      onClose()
    } catch (error) {
      showErrorToast(t(kind === 'image' ? 'picker.delete.failed.image' : 'picker.delete.failed.file'), messageOf(error))
      setDeleting(false)
    }
  }
  return (
    <ModalDialog
      title={t(kind === 'image' ? 'picker.delete.title.image' : 'picker.delete.title.file')}
      dismissable
      onClose={onClose}
      actions={
        <>
          <Button onPress={onClose}>{t('picker.delete.cancel')}</Button>
          <Button tone="critical" onPress={remove} isDisabled={blocked}>
            {t('picker.delete.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('picker.delete.text', {name: asset.name})}</p>
      {users === null && <p className={styles.pickerNote}>{t('picker.delete.checking')}</p>}
      {selected && <p className={styles.notice}>{t('picker.delete.selected')}</p>}
      {users && users.length > 0 && (
        <>
          <p className={styles.notice}>{t('picker.delete.in-use', {count: users.length})}</p>
          <AssetUserList users={users} />
        </>
      )}
    </ModalDialog>
  )
}
