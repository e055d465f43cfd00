// One item of an object array: a drag handle, its preview (activating it opens the item, ED-ARR-020)
// and its menu. Memoised on the item: an edit inside one item re-renders that card only. A stored
// value inside the item that its editor asks to fix (an unknown field, a wrong type) marks the card.
import {useSortable} from '@dnd-kit/sortable'
import {memo, useContext, useMemo, useRef, type CSSProperties, type FocusEvent, type KeyboardEvent} from 'react'
import {Button} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import type {KeyedItem} from '../../../core/editing/arrayPatches.ts'
import type {CompiledType} from '../../../core/schema/index.ts'
import {hasInvalidValues, itemMediaOf, memberOf} from './arrayItems.ts'
import {MediaThumb} from '../../components/Preview.tsx'
import {useItemPreviewText} from './useItemPreviewText.ts'
import {DragHandleIcon} from './arrayIcons.tsx'
import {ItemMenu, type ItemAction} from './ItemMenu.tsx'
import {MarkerIcon} from '../MarkerIcon.tsx'
import {useItemMarkerLevel} from './useItemMarkerLevel.ts'
import {KeyboardMoveContext} from './useKeyboardMove.ts'
import type {Path} from '../../../core/editing/paths.ts'
import {FieldPresence} from '../../presence/FieldPresence.tsx'
import {useForm} from '../formContext.ts'
import {ArrayUploadsContext, useItemUpload} from '../assets/arrayUploads.ts'
import {ItemMedia} from './ItemMedia.tsx'
import {useAssetItemName} from './useAssetItemName.ts'
import styles from './Arrays.module.css'

export interface ItemCardProps {
  item: KeyedItem
  /** The array's path, so the card can sum up the markers of its item. */
  arrayPath: Path
  members: readonly CompiledType[]
  /** No handle and no menu (ED-ARR-026), or no handle (ED-ARR-011). */
  readOnly: boolean
  sortable: boolean
  variant: 'row' | 'tile'
  onOpen: (key: string, anchor: HTMLElement | null) => void
  onAction: (item: KeyedItem, action: ItemAction) => void
}

export const ItemCard = memo(function ItemCard({item, arrayPath, members, readOnly, sortable, variant, onOpen, onAction}: ItemCardProps) {
  const {t} = useTranslation('form')
  const level = useItemMarkerLevel(arrayPath, item._key)
  const {documentKey} = useForm()
  const itemPath = useMemo(() => [...arrayPath, {_key: item._key}], [arrayPath, item._key])
  const type = memberOf(members, item)
  const preview = useItemPreviewText(members)(item)
  const assetKind = type?.intrinsic === 'image' || type?.intrinsic === 'file' ? type.intrinsic : null
  const uploads = useContext(ArrayUploadsContext)
  const upload = useItemUpload(assetKind ? uploads : null, item._key)
  // An image or file item whose preview names nothing is named by its file.
  const fileName = useAssetItemName(assetKind ? item : null, preview.untitled)
  const title = fileName ?? preview.title
  const subtitle = preview.subtitle
  const draggable = sortable && !readOnly
  const {attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging} = useSortable({id: item._key, disabled: !draggable})
  const style: CSSProperties = {
    transform: transform ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)` : undefined,
    transition,
  }
  const card = useRef<HTMLDivElement | null>(null)
  const keyboard = useContext(KeyboardMoveContext)
  const lifted = keyboard?.liftedKey === item._key
  const invalid = useMemo(() => hasInvalidValues(type, item), [type, item])
  const ownMedia = useMemo(() => itemMediaOf(type, item), [type, item])
  const media = ownMedia ?? preview.media
  // Image and file items show their asset (and its upload) in a card of their own (ItemMedia).
  const assetCard = assetKind
  // One icon says all: the validation level, at least a warning when a stored value needs fixing.
  const tone = level ?? (invalid ? 'warning' : null)
  const toneLabel = invalid ? (level ? t(`array.item-level-invalid.${level}`) : t('array.item-invalid')) : level ? t(`array.item-level.${level}`) : undefined
  return (
    <div
      ref={(node) => {
        card.current = node
        setNodeRef(node)
      }}
      className={styles.card}
      data-variant={variant}
      data-dragging={isDragging || lifted || undefined}
      data-key={item._key}
      // Where focus goes back to when the document this item refers to closes beside (ui/structure/paneFocus.ts).
      data-reference-to={typeof item._ref === 'string' ? item._ref : undefined}
      // An item with errors takes the critical tone, with warnings (or values to fix) the caution tone (ED-VAL-007).
      data-level={tone ?? undefined}
      style={style}
    >
      {draggable && (
        // A native button: dnd-kit needs its raw pointer and key listeners, which React Aria's
        // Button (press events) would swallow.
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          data-handle
          {...attributes}
          {...listeners}
          // Where the array moves items by position (useKeyboardMove.ts), keys go there, not to dnd-kit.
          {...(keyboard && {
            onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => keyboard.onHandleKeyDown(item._key, event),
            onBlur: (event: FocusEvent<HTMLButtonElement>) => keyboard.onHandleBlur(item._key, event),
          })}
          aria-pressed={isDragging || lifted || undefined}
          aria-label={t('array.item-drag', {title})}
        >
          <DragHandleIcon />
        </button>
      )}
      {assetCard && <ItemMedia item={item} kind={assetCard} title={title} upload={upload} variant={variant} />}
      {/* The name holds all the card shows, subtitle included, so it matches what is seen (WCAG 2.5.3). */}
      <Button className={styles.preview} aria-label={t('array.item-open', {title: subtitle ? `${title} ${subtitle}` : title})} onPress={() => onOpen(item._key, card.current)} data-focus-target data-with-media={media && !assetCard ? '' : undefined}>
        {media && !assetCard ? (
          <>
            <MediaThumb media={media} layout={variant === 'tile' ? 'detail' : 'default'} />
            <span className={styles.texts}>
              <span className={styles.title}>{title}</span>
              {/* Apart from the title in the card's text too, as in its name. */}
              {subtitle && <> <span className={styles.subtitle}>{subtitle}</span></>}
            </span>
          </>
        ) : (
          <>
            <span className={styles.title}>{title}</span>
            {/* Apart from the title in the card's text too, as in its name. */}
            {subtitle && <> <span className={styles.subtitle}>{subtitle}</span></>}
          </>
        )}
      </Button>
      {tone && (
        <span role="img" className={styles.level} data-level={tone} aria-label={toneLabel}>
          <MarkerIcon level={tone} />
        </span>
      )}
      <FieldPresence documentId={documentKey} path={itemPath} item />
      {!readOnly && <ItemMenu title={title} members={members} typeName={type?.name ?? members[0]?.name ?? ''} onAction={(action) => onAction(item, action)} />}
    </div>
  )
})
