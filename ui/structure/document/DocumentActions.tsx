// The document's actions (editing seed §4): Publish as the primary button, the others in a menu.
// Each unusable one says why: its disabled reason or the permission it lacks. Delete and unpublish
// ask first, naming the documents whose strong references keep them from going through; discarding
// the changes asks too.
import {useSelector} from '@xstate/react'
import {Suspense, useEffect, useState, type ReactNode} from 'react'
import {Menu, MenuItem, MenuTrigger, Popover, Text} from 'react-aria-components'
import {usePermissionRoles} from '../permissions.ts'
import {useStructure} from '../structureContext.ts'
import {useTranslation} from 'react-i18next'
import type {OperationName} from '../../../core/operations/index.ts'
import type {DocumentOperationsMachine} from '../../../machines/documentOperations.ts'
import type {ActorRefFrom} from 'xstate'
import {Button} from '../../components/Button.tsx'
import {MoreIcon} from '../../components/Icons.tsx'
import {ClockIcon, CopyIcon, LinkIcon, PublishIcon, ResetIcon, TrashIcon, UnpublishIcon} from '../icons.tsx'
import {ReasonButton} from '../ReasonButton.tsx'
import {operationReasons, sameReasons} from './operationViews.ts'
import type {RemoveOperation} from './ConfirmRemoveDialog.tsx'
import {ConfirmDiscardDialog} from './ConfirmDiscardDialog.tsx'
import {ConfirmRemoveDialog, prefetchRemoveDialogs, ReferencedByDialog} from './lazyRemoveDialogs.ts'
import {prefetchWhenIdle} from '../../app/idlePrefetch.ts'
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

/** The operations that ask first: none of them can be taken back from here. */
type ConfirmedOperation = RemoveOperation | 'discardChanges'
const asksFirst = (operation: OperationName): operation is ConfirmedOperation =>
  operation === 'delete' || operation === 'unpublish' || operation === 'discardChanges'

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
  const [confirming, setConfirming] = useState<ConfirmedOperation | null>(null)
  const [referencedBy, setReferencedBy] = useState(false)
  const [history, setHistory] = useState(false)
  const documentId = useSelector(operations, (s) => s.context.publishedId)
  const run = (operation: OperationName) => operations.send({type: 'operation.execute', operation})
  useEffect(() => prefetchWhenIdle(prefetchRemoveDialogs), [])
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
              if (asksFirst(operation)) setConfirming(operation)
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
      {referencedBy && (
        <Suspense fallback={null}>
          <ReferencedByDialog documentId={documentId} onClose={() => setReferencedBy(false)} />
        </Suspense>
      )}
      {history && (
        <Suspense fallback={null}>
          <HistoryDialog documentId={documentId} operations={operations} onClose={() => setHistory(false)} />
        </Suspense>
      )}
      {confirming === 'discardChanges' && (
        <ConfirmDiscardDialog
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null)
            run('discardChanges')
          }}
        />
      )}
      {(confirming === 'delete' || confirming === 'unpublish') && (
        <Suspense fallback={null}>
          <ConfirmRemoveDialog
            operation={confirming}
            documentId={documentId}
            onCancel={() => setConfirming(null)}
            onConfirm={() => {
              setConfirming(null)
              run(confirming)
            }}
          />
        </Suspense>
      )}
    </div>
  )
}
