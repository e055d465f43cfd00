// A block object in the text (ED-PT-006): a card with its preview (as an array item's would be
// worked out) and its type, an Edit button opening its editor and a Remove button. The card is
// not editable text: the editor keeps the caret beside it through `children`.
import {useEditor, type BlockObjectRenderProps} from '@portabletext/editor'
import {useMemo, type ReactElement} from 'react'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import type {KeyedItem} from '../../../core/editing/arrayPatches.ts'
import {objectTypeTitleOf} from '../../../core/richtext/objectTypes.ts'
import {Button} from '../../components/Button.tsx'
import {useItemPreviewText} from '../arrays/useItemPreviewText.ts'
import {itemMediaOf} from '../arrays/arrayItems.ts'
import {MediaThumb} from '../../components/Preview.tsx'
import {BlockMarkers} from './BlockMarkers.tsx'
import {objectTypeOf, useRichTextObjects} from './objectEditing.ts'
import {EditIcon, RemoveIcon} from './toolbarIcons.tsx'
import styles from './Objects.module.css'

export function BlockObjectCard({attributes, children, node, selected}: BlockObjectRenderProps): ReactElement {
  const editor = useEditor()
  const {t} = useTranslation('form')
  const {types, readOnly, editing, open} = useRichTextObjects()
  const type = objectTypeOf(types, 'block', node._type)
  const typeTitle = type ? objectTypeTitleOf(type) : node._type
  const preview = useItemPreviewText(types.block)(node as KeyedItem)
  // An image block shows its picture, another object its preview's (ED-PREV-001), as array items do.
  const media = useMemo(() => itemMediaOf(type, node as KeyedItem), [type, node]) ?? preview.media
  const edit = () => open({kind: 'block', path: [{_key: node._key}], typeName: node._type})
  // A pasted or dropped file on its way: the card says so until the asset is in.
  const upload = (node as {_upload?: {progress?: number; file?: {name?: string}}})._upload
  const subtitle = upload ? t('richtext.object.uploading', {name: upload.file?.name ?? '', percent: Math.round(upload.progress ?? 0)}) : (preview.subtitle ?? typeTitle)
  return (
    <div {...attributes} className={styles.card} data-selected={selected || undefined}>
      <div contentEditable={false} className={styles.cardBody}>
        <MediaThumb media={media} layout="detail" />
        <div className={styles.cardText}>
          <span className={preview.untitled ? `${styles.cardTitle} ${styles.muted}` : styles.cardTitle}>{preview.title}</span>
          <span className={styles.cardType} role={upload ? 'status' : undefined}>{subtitle}</span>
        </div>
        <div className={styles.cardActions}>
          <BlockMarkers blockKey={node._key} placement="card" />
          <Button tone="ghost" iconOnly aria-label={t(readOnly ? 'richtext.object.view' : 'richtext.object.edit', {type: typeTitle})} onPress={edit}>
            <EditIcon />
          </Button>
          {editing && (
            <Button
              tone="ghost"
              iconOnly
              aria-label={t('richtext.object.remove', {type: typeTitle})}
              onPress={() => {
                editor.send({type: 'delete.block', at: [{_key: node._key}]})
                editor.send({type: 'focus'})
              }}
            >
              <RemoveIcon />
            </Button>
          )}
        </div>
      </div>
      {children}
    </div>
  )
}
