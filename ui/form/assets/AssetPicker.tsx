// The asset picker, the default asset source (ED-PICK-001 … ED-PICK-006): a dialog titled by the
// asset type; images as a grid of cells at least 120 px wide, files as a table (file name, size,
// type, date added); 200 per page with Load more; each asset's menu offers Delete. Choosing an
// asset hands its id to the field. The image grid is one Tab stop with arrow keys (ED-PICK-042).
import {useState} from 'react'
import {Cell, Column, GridList, GridListItem, MenuTrigger, Row, Table, TableBody, TableHeader} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {acceptPatterns} from '../../../core/assets/accept.ts'
import type {AssetHost} from '../../../core/assets/assetIds.ts'
import {ASSET_GRID_CELL_MIN_PX, ASSET_THUMBNAIL_HEIGHT, FILE_NAME_TOOLTIP_CHARS, type AssetKind} from '../../../core/assets/constants.ts'
import {formatFileSize} from '../../../core/assets/fileSize.ts'
import {thumbnailUrl} from '../../../core/assets/imageUrl.ts'
import type {AssetListItem} from '../../../core/assets/queries.ts'
import type {ContentLake} from '../../../core/ports.ts'
import {Button} from '../../components/Button.tsx'
import {ModalDialog} from '../../components/Dialog.tsx'
import {MoreIcon} from '../../components/Icons.tsx'
import {MenuAction, MenuPopover} from '../../components/Menu.tsx'
import {AssetUsageDialog} from './AssetUsageDialog.tsx'
import {DeleteAssetDialog} from './DeleteAssetDialog.tsx'
import {useAssetPages} from './useAssetPages.ts'
import styles from './Assets.module.css'

export interface AssetPickerProps {
  lake: ContentLake
  host: AssetHost
  kind: AssetKind
  accept: unknown
  selectedId: string | null
  onChoose: (id: string) => void
  onClose: () => void
}

const nameOf = (item: AssetListItem) => item.originalFilename || `${item._id}`

export function AssetPicker({lake, host, kind, accept, selectedId, onChoose, onClose}: AssetPickerProps) {
  const {t, i18n} = useTranslation('form')
  const pages = useAssetPages(lake, kind, accept)
  const [deleting, setDeleting] = useState<{id: string; name: string} | null>(null)
  const [showingUsage, setShowingUsage] = useState<{id: string; name: string} | null>(null)
  const patterns = acceptPatterns(accept)
  // ED-PICK-006: the plain image case needs no note.
  const note = patterns.length > 0 && !(kind === 'image' && patterns.length === 1 && patterns[0] === 'image/*')
  const dpr = Math.min(3, Math.max(1, Math.round(window.devicePixelRatio || 1)))
  const dates = new Intl.DateTimeFormat(i18n.language, {dateStyle: 'medium'})
  const menu = (item: AssetListItem) => (
    <MenuTrigger>
      <Button tone="ghost" iconOnly aria-label={t('picker.item-menu', {name: nameOf(item)})}>
        <MoreIcon />
      </Button>
      <MenuPopover
        onAction={(key) => {
          const asset = {id: item._id, name: nameOf(item)}
          if (key === 'usage') setShowingUsage(asset)
          else if (key === 'delete') setDeleting(asset)
        }}
      >
        <MenuAction id="usage">{t('picker.show-usage')}</MenuAction>
        <MenuAction id="delete">{t('picker.delete')}</MenuAction>
      </MenuPopover>
    </MenuTrigger>
  )
  return (
    <>
      <ModalDialog
        title={t(kind === 'image' ? 'picker.title.image' : 'picker.title.file')}
        dismissable
        size="wide"
        onClose={onClose}
        actions={<Button onPress={onClose}>{t('picker.close')}</Button>}
      >
        {note && <p className={styles.pickerNote}>{t('picker.accepts', {types: patterns.join(', ')})}</p>}
        {pages.error && (
          <>
            <p className={styles.notice} role="alert">
              {t('picker.failed', {message: pages.error})}
            </p>
            <Button onPress={pages.retry}>{t('picker.retry')}</Button>
          </>
        )}
        {!pages.loading && !pages.error && pages.items.length === 0 && <p className={styles.pickerNote}>{t(kind === 'image' ? 'picker.empty.image' : 'picker.empty.file')}</p>}
        {kind === 'image' ? (
          pages.items.length > 0 && (
            // One Tab stop for the whole grid: arrow keys move between images, typing a name jumps to
            // it, Enter chooses, and Tab from an image reaches its Actions button.
            <GridList
              layout="grid"
              aria-label={t('picker.images-label')}
              items={pages.items}
              className={styles.grid}
              style={{['--asset-cell-min' as string]: `${ASSET_GRID_CELL_MIN_PX}px`}}
              onAction={(key) => onChoose(String(key))}
            >
              {(item) => (
                <GridListItem id={item._id} textValue={nameOf(item)} aria-label={t('picker.choose', {name: nameOf(item)})} className={styles.cell}>
                  <span className={styles.thumb} data-current={item._id === selectedId}>
                    <img src={thumbnailUrl(host, item._id, ASSET_THUMBNAIL_HEIGHT, dpr) ?? undefined} alt="" loading="lazy" />
                  </span>
                  <span className={styles.cellName} title={nameOf(item).length > FILE_NAME_TOOLTIP_CHARS ? nameOf(item) : undefined} aria-hidden="true">
                    {nameOf(item)}
                  </span>
                  <span className={styles.cellMenu}>{menu(item)}</span>
                </GridListItem>
              )}
            </GridList>
          )
        ) : (
          pages.items.length > 0 && (
            // One Tab stop as well: Up and Down move between files, Left and Right to a row's
            // cells and its Actions, Enter or a click on a row chooses that file.
            <Table aria-label={t('picker.files-label')} className={styles.table} onRowAction={(key) => onChoose(String(key))}>
              <TableHeader>
                <Column isRowHeader>{t('picker.column.filename')}</Column>
                <Column>{t('picker.column.size')}</Column>
                <Column>{t('picker.column.type')}</Column>
                <Column>{t('picker.column.date-added')}</Column>
                <Column>
                  <span className={styles.visuallyHidden}>{t('picker.column.actions')}</span>
                </Column>
              </TableHeader>
              <TableBody items={pages.items}>
                {(item) => (
                  <Row id={item._id} className={styles.fileRow}>
                    <Cell>
                      <span className={styles.fileName} title={nameOf(item).length > FILE_NAME_TOOLTIP_CHARS ? nameOf(item) : undefined} data-current={item._id === selectedId}>
                        {nameOf(item)}
                      </span>
                    </Cell>
                    <Cell>{typeof item.size === 'number' ? formatFileSize(item.size, i18n.language) : ''}</Cell>
                    <Cell>{item.mimeType ?? ''}</Cell>
                    <Cell>{dates.format(new Date(item._createdAt))}</Cell>
                    <Cell>{menu(item)}</Cell>
                  </Row>
                )}
              </TableBody>
            </Table>
          )
        )}
        {pages.loading && <p className={styles.pickerNote}>{t('picker.loading')}</p>}
        {pages.hasMore && !pages.loading && (
          <div className={styles.pickerFooter}>
            <Button onPress={pages.loadMore}>{t('picker.load-more')}</Button>
          </div>
        )}
      </ModalDialog>
      {showingUsage && <AssetUsageDialog lake={lake} asset={showingUsage} onClose={() => setShowingUsage(null)} />}
      {deleting && (
        <DeleteAssetDialog lake={lake} kind={kind} asset={deleting} selectedId={selectedId} onDeleted={pages.remove} onClose={() => setDeleting(null)} />
      )}
    </>
  )
}
