// The open document's title (its preview title, or 'New {type}' / 'Untitled'), read by the few
// small components that print it. Typing in the title field changes it on every keystroke, so the
// pane itself never subscribes to it: only those text nodes re-render (PERFORMANCE.md, keystroke path).
import {useSelector} from '@xstate/react'
import {createContext, useContext} from 'react'
import {useTranslation} from 'react-i18next'
import type {DocumentDefinition} from '../../../core/schema/index.ts'
import type {DocumentPairActor} from '../../../machines/documentOperationsActors.ts'
import {shownDocument} from '../../form/shownDocument.ts'
import {previewOfValue} from '../../../core/preview/index.ts'
import {usePreviewText} from '../previewText.ts'
import {typeTitleOf} from '../structureContext.ts'

export interface DocumentTitleSource {
  pair: DocumentPairActor
  type: DocumentDefinition
  /** What a new document shows before its first edit. */
  initialValue: Readonly<Record<string, unknown>> | null
}

export const DocumentTitleContext = createContext<DocumentTitleSource | null>(null)

export interface DocumentTitle {
  text: string
  /** False when the text is the 'New …' or 'Untitled' placeholder. */
  fromPreview: boolean
}

export function useDocumentTitle(): DocumentTitle {
  const source = useContext(DocumentTitleContext)
  if (!source) throw new Error('A document title is read outside a document pane')
  const {pair, type, initialValue} = source
  const {t} = useTranslation('structure')
  const textOf = usePreviewText()
  const previewTitle = useSelector(pair, (s) => {
    // Deleted while open: still named as it was, for the notice that says so.
    const gone = s.context.gone?.stored
    const doc = shownDocument(s) ?? (gone ? (type.liveEdit ? gone.published : (gone.draft ?? gone.published)) : null) ?? initialValue
    if (!doc) return null
    const text = textOf(previewOfValue(type, doc), '')
    return text.title || null
  })
  const isNew = useSelector(pair, (s) => s.matches({edit: 'ready'}) && shownDocument(s) === null && s.context.gone === null)
  if (previewTitle) return {text: previewTitle, fromPreview: true}
  return {text: isNew ? t('document.new', {type: typeTitleOf(type)}) : t('document.untitled'), fromPreview: false}
}
