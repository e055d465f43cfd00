// A deleted document's last version, read-only (the lake's documents-at-revision), with Restore:
// the version goes back as a draft with the same id — or as the published document for a live-edit
// type — without references to documents that are gone (restoreRevision, core/history/restore.ts),
// and the normal editor opens. Restore says why it cannot be used when the user may not create it.
import {useEffect, useState} from 'react'
import {useTranslation} from 'react-i18next'
import {draftIdOf} from '../../../core/documents/ids.ts'
import type {DeletedDocument, SanityDocument} from '../../../core/lake/types.ts'
import type {DocumentDefinition} from '../../../core/schema/index.ts'
import {restoreRevision} from '../document/restoreRevision.ts'
import {useCreateDenied} from '../permissions.ts'
import {ReasonButton} from '../ReasonButton.tsx'
import {useStructure} from '../structureContext.ts'
import {useDateTimeFormat} from '../time.ts'
import {valueText, type ValueText} from './valueText.ts'
import styles from './RecentlyDeleted.module.css'

type Loaded = {status: 'loading'} | {status: 'ready'; document: SanityDocument} | {status: 'error'; message: string}

function useLastVersion(entry: DeletedDocument): Loaded {
  const {lake} = useStructure()
  const [loaded, setLoaded] = useState<Loaded>({status: 'loading'})
  useEffect(() => {
    let current = true
    const draftId = draftIdOf(entry.id)
    lake.documentsAt([entry.id, draftId], {revision: entry.revision}, {tag: 'structure.deleted.revision'}).then(
      (versions) => {
        // The version written by that revision; the draft when both were (it is what the editor saw).
        const atRevision = versions.filter((doc) => doc._rev === entry.revision)
        const shown = atRevision.find((doc) => doc._id === draftId) ?? atRevision[0] ?? versions[0]
        if (current) setLoaded(shown ? {status: 'ready', document: shown} : {status: 'error', message: entry.revision})
      },
      (error: unknown) => current && setLoaded({status: 'error', message: error instanceof Error ? error.message : String(error)}),
    )
    return () => {
      current = false
    }
  }, [lake, entry])
  return loaded
}

function ShownValue({value}: {value: ValueText}) {
  const {t} = useTranslation('structure')
  switch (value.kind) {
    case 'empty':
      return null
    case 'boolean':
      return <>{value.value ? t('deleted.yes') : t('deleted.no')}</>
    case 'items':
      return <>{t('deleted.items', {count: value.count, text: value.text})}</>
    case 'text':
      return <>{value.text}</>
  }
}

export function DeletedDocumentView({type, entry, title, onRestored}: {type: DocumentDefinition; entry: DeletedDocument; title: string; onRestored: () => void}) {
  const {t} = useTranslation('structure')
  const {lake, go} = useStructure()
  const loaded = useLastVersion(entry)
  const denied = useCreateDenied(type, entry.id, t('deleted.restore-denied'))
  const format = useDateTimeFormat()
  const [restoring, setRestoring] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const restore = () => {
    setRestoring(true)
    setFailure(null)
    restoreRevision(lake, entry.id, entry.revision, Boolean(type.liveEdit)).then(
      () => {
        go({type: type.name, id: entry.id})
        onRestored()
      },
      (error: unknown) => {
        setRestoring(false)
        setFailure(error instanceof Error ? error.message : String(error))
      },
    )
  }

  if (loaded.status === 'loading') return <p>{t('deleted.reading')}</p>
  if (loaded.status === 'error') return <p role="alert">{t('deleted.read-failed', {message: loaded.message})}</p>
  const doc = loaded.document as Record<string, unknown>
  // Only the fields that held something: enough to recognise the document without a wall of "Empty".
  const shownFields = type.fields.map((field) => ({field, value: valueText(doc[field.name])})).filter(({value}) => value.kind !== 'empty')
  return (
    <article className={styles.document} aria-labelledby="deleted-document-title">
      <h3 id="deleted-document-title" className={styles.documentTitle}>
        {title}
      </h3>
      <p className={styles.note}>{t('deleted.read-only', {time: format(String(doc._updatedAt ?? entry.deletedAt))})}</p>
      <dl className={styles.fields}>
        {shownFields.map(({field, value}) => (
          <div key={field.name} className={styles.field}>
            <dt>{field.title ?? field.name}</dt>
            <dd>
              <ShownValue value={value} />
            </dd>
          </div>
        ))}
      </dl>
      {failure && <p role="alert">{t('deleted.restore-failed', {message: failure})}</p>}
      <ReasonButton tone="primary" reason={denied} isPending={restoring} onPress={restore} aria-label={t('deleted.restore-label', {title})}>
        {t('deleted.restore')}
      </ReasonButton>
    </article>
  )
}
