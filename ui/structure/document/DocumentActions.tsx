// The document's actions (editing seed §4): Publish as the primary button, the others in a menu.
// Each unusable one says why: its disabled reason or the permission it lacks. Delete asks first.
import {useSelector} from '@xstate/react'
import {Suspense, useState, type ReactNode} from 'react'
import {Link, Menu, MenuItem, MenuTrigger, Popover, Text} from 'react-aria-components'
import {publishedIdOf} from '../../../core/documents/ids.ts'
import {usePermissionRoles} from '../permissions.ts'
import {useStructure} from '../structureContext.ts'
import {useReferringDocuments, type Referrer} from './useReferringDocuments.ts'
import {useTranslation} from 'react-i18next'
import type {OperationName} from '../../../core/operations/index.ts'
import type {DocumentOperationsMachine} from '../../../machines/documentOperations.ts'
import type {ActorRefFrom} from 'xstate'
import {Button} from '../../components/Button.tsx'
import {ModalDialog} from '../../components/Dialog.tsx'
import {MoreIcon} from '../../components/Icons.tsx'
import {ClockIcon, CopyIcon, LinkIcon, PublishIcon, ResetIcon, TrashIcon, UnpublishIcon} from '../icons.tsx'
import {ReasonButton} from '../ReasonButton.tsx'
import {operationReasons, sameReasons} from './operationViews.ts'
import {useDocumentTitle} from './documentTitle.ts'
import {ReferencedByDialog} from './ReferencedByDialog.tsx'
import {HistoryDialog} from './lazyHistory.ts'
import menuStyles from '../ActionMenu.module.css'
import styles from './DocumentPane.module.css'

export type DocumentOperationsActor = ActorRefFrom<DocumentOperationsMachine>

/** The menu's last entry: not an operation, it only opens the list of referring documents. */
const REFERENCED_BY = 'referenced-by'
const HISTORY = 'history'
/** What the menu opens besides the operations: views of the document's history and referrers. */
const VIEWS = [
  {id: HISTORY, icon: <ClockIcon />, label: 'history.action'},
  {id: REFERENCED_BY, icon: <LinkIcon />, label: 'referenced-by.action'},
] as const

const MENU_OPERATIONS: {operation: Exclude<OperationName, 'publish'>; icon: ReactNode}[] = [
  {operation: 'unpublish', icon: <UnpublishIcon />},
  {operation: 'discardChanges', icon: <ResetIcon />},
  {operation: 'duplicate', icon: <CopyIcon />},
  {operation: 'delete', icon: <TrashIcon />},
]

export function DocumentActions({operations, publishBlocked = null}: {operations: DocumentOperationsActor; publishBlocked?: string | null}) {
  const {t} = useTranslation('structure')
  const roles = usePermissionRoles(useStructure().user)
  const reasons = useSelector(operations, (s) => operationReasons(s.context, t, roles), sameReasons)
  const running = useSelector(operations, (s) => s.context.running)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const [referencedBy, setReferencedBy] = useState(false)
  const [history, setHistory] = useState(false)
  const documentId = useSelector(operations, (s) => s.context.publishedId)
  const run = (operation: OperationName) => operations.send({type: 'operation.execute', operation})
  const disabledKeys = MENU_OPERATIONS.filter(({operation}) => reasons[operation] !== null || running !== null).map(({operation}) => operation)

  return (
    <div className={styles.actions}>
      <ReasonButton tone="primary" reason={reasons.publish ?? publishBlocked} isPending={running === 'publish'} onPress={() => run('publish')} className={styles.publish}>
        <PublishIcon />
        {running === 'publish' ? t('action.publishing') : t('action.publish')}
      </ReasonButton>
      <MenuTrigger>
        <Button tone="ghost" iconOnly aria-label={t('action.more')}>
          <MoreIcon />
        </Button>
        <Popover placement="top end" offset={6} className={menuStyles.popover}>
          <Menu
            aria-label={t('action.more')}
            className={menuStyles.menu}
            disabledKeys={disabledKeys}
            onAction={(key) => {
              if (key === REFERENCED_BY) return setReferencedBy(true)
              if (key === HISTORY) return setHistory(true)
              const operation = key as OperationName
              if (operation === 'delete') setConfirmDelete(true)
              else run(operation)
            }}
          >
            {MENU_OPERATIONS.map(({operation, icon}) => (
              <MenuItem
                key={operation}
                id={operation}
                textValue={t(`action.${operation}`)}
                className={`${menuStyles.item} ${operation === 'delete' ? menuStyles.critical : ''}`}
              >
                <span className={menuStyles.itemIcon}>{icon}</span>
                <Text slot="label" className={menuStyles.itemLabel}>
                  {t(`action.${operation}`)}
                </Text>
                {reasons[operation] && (
                  <Text slot="description" className={menuStyles.itemDescription}>
                    {reasons[operation]}
                  </Text>
                )}
              </MenuItem>
            ))}
            {VIEWS.map(({id, icon, label}) => (
              <MenuItem key={id} id={id} textValue={t(label)} className={menuStyles.item}>
                <span className={menuStyles.itemIcon}>{icon}</span>
                <Text slot="label" className={menuStyles.itemLabel}>
                  {t(label)}
                </Text>
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
      {referencedBy && <ReferencedByDialog documentId={documentId} onClose={() => setReferencedBy(false)} />}
      {history && (
        <Suspense fallback={null}>
          <HistoryDialog documentId={documentId} operations={operations} onClose={() => setHistory(false)} />
        </Suspense>
      )}
      {confirmDelete && (
        <DeleteDialog
          documentId={documentId}
          onCancel={() => setConfirmDelete(false)}
          onDelete={() => {
            setConfirmDelete(false)
            run('delete')
          }}
        />
      )}
    </div>
  )
}

/**
 * Asks before deleting, after looking for documents that refer to this one: a strong reference
 * keeps it from being deleted (the lake refuses), so the dialog says which documents hold one,
 * with links, instead of offering a delete that fails.
 */
function DeleteDialog({documentId, onCancel, onDelete}: {documentId: string; onCancel: () => void; onDelete: () => void}) {
  const {t} = useTranslation('structure')
  const {lake, hrefOf} = useStructure()
  const {text} = useDocumentTitle()
  const referring = useReferringDocuments(lake, documentId)
  const blocked = referring.state === 'ready' && referring.strong.length > 0
  const link = (referrer: Referrer) => (
    <li key={referrer.id}>
      <Link href={hrefOf({type: referrer.type, id: publishedIdOf(referrer.id)})}>{referrer.title}</Link>
    </li>
  )
  return (
    <ModalDialog
      title={t('delete.title')}
      role="alertdialog"
      dismissable
      onClose={onCancel}
      actions={
        <>
          <Button onPress={onCancel} autoFocus>
            {t('delete.cancel')}
          </Button>
          <Button tone="critical" isDisabled={referring.state === 'loading' || blocked} onPress={onDelete}>
            {t('delete.confirm')}
          </Button>
        </>
      }
    >
      {referring.state === 'loading' && <p>{t('delete.checking-references')}</p>}
      {blocked ? (
        <>
          <p>{t('delete.blocked', {title: text, count: referring.strong.length})}</p>
          <ul aria-label={t('delete.referring-list')}>{referring.strong.map(link)}</ul>
        </>
      ) : (
        referring.state !== 'loading' && <p>{t('delete.description', {title: text})}</p>
      )}
      {referring.state === 'ready' && referring.weak.length > 0 && (
        <>
          <p>{t('delete.weak-referrers', {count: referring.weak.length})}</p>
          <ul aria-label={t('delete.weak-list')}>{referring.weak.map(link)}</ul>
        </>
      )}
      {referring.state === 'ready' && referring.more && <p>{t('delete.more-referrers')}</p>}
      {referring.state === 'failed' && <p>{t('delete.references-unknown')}</p>}
    </ModalDialog>
  )
}
