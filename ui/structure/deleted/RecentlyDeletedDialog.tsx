// "Recently deleted" for a type (undelete, issue 17): a dialog listing the type's documents that
// were deleted entirely — what, who deleted it and when, newest first. Choosing one shows its last
// version read-only in the same dialog, with Restore; Back returns to the list.
import {useState} from 'react'
import {ListBox, ListBoxItem} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import type {DeletedDocument} from '../../../core/lake/types.ts'
import type {DocumentDefinition} from '../../../core/schema/index.ts'
import {Button} from '../../components/Button.tsx'
import {ModalDialog} from '../../components/Dialog.tsx'
import {typeTitleOf, useStructure} from '../structureContext.ts'
import {useDateTimeFormat} from '../time.ts'
import {useUserNames} from '../useUserNames.ts'
import {DeletedDocumentView} from './DeletedDocumentView.tsx'
import {useDeletedDocuments} from './useDeletedDocuments.ts'
import styles from './RecentlyDeleted.module.css'

export function RecentlyDeletedDialog({type, onClose}: {type: DocumentDefinition; onClose: () => void}) {
  const {t} = useTranslation('structure')
  const {lake} = useStructure()
  const typeTitle = typeTitleOf(type)
  const {state, retry} = useDeletedDocuments(lake, type.name)
  const [chosen, setChosen] = useState<DeletedDocument | null>(null)
  const documents = state.status === 'ready' ? state.documents : []
  const names = useUserNames(documents.map((doc) => doc.deletedBy))
  const format = useDateTimeFormat()
  const titleOf = (doc: DeletedDocument) => doc.title ?? t('deleted.untitled', {id: doc.id})

  return (
    <ModalDialog
      title={t('deleted.title', {type: typeTitle})}
      dismissable
      onClose={onClose}
      actions={
        <>
          {chosen && <Button onPress={() => setChosen(null)}>{t('deleted.back')}</Button>}
          <Button onPress={onClose}>{t('deleted.close')}</Button>
        </>
      }
    >
      {chosen ? (
        <DeletedDocumentView type={type} entry={chosen} title={titleOf(chosen)} onRestored={onClose} />
      ) : (
        <>
          {state.status === 'loading' && <p>{t('deleted.loading')}</p>}
          {state.status === 'error' && (
            <div role="alert" className={styles.failure}>
              <p>{t('deleted.failed', {message: state.message})}</p>
              <Button onPress={retry}>{t('deleted.retry')}</Button>
            </div>
          )}
          {state.status === 'ready' && documents.length === 0 && <p>{t('deleted.empty', {type: typeTitle})}</p>}
          {documents.length > 0 && (
            <ListBox
              aria-label={t('deleted.list', {type: typeTitle})}
              items={documents}
              // The rows read the names, which arrive after the documents: re-render them then.
              dependencies={[names, format]}
              className={styles.list}
              autoFocus="first"
              onAction={(key) => setChosen(documents.find((doc) => doc.id === key) ?? null)}
            >
              {(doc) => {
                const name = names.get(doc.deletedBy) ?? doc.deletedBy
                const time = format(doc.deletedAt)
                return (
                  // Named by all it shows — title, who deleted it, when — so what a screen reader
                  // says matches what is seen (plain spans: label slots would name it by the title alone).
                  <ListBoxItem id={doc.id} textValue={titleOf(doc)} className={styles.entry}>
                    <span className={styles.entryTitle}>{titleOf(doc)}</span>
                    <span className={styles.entryMeta}>
                      <span>{t('deleted.by', {name})}</span>
                      <time dateTime={doc.deletedAt}>{time}</time>
                    </span>
                  </ListBoxItem>
                )
              }}
            </ListBox>
          )}
        </>
      )}
    </ModalDialog>
  )
}
