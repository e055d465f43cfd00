// The third pane: one document pair open for editing. It runs the pair machine (listen, local
// edits, throttled commits) and the operations machine beside it, and renders the title, the
// notices, the form and the footer from them.
import {useActorRef, useSelector} from '@xstate/react'
import {useCallback, useEffect, useId, useMemo, useRef, useState} from 'react'
import {useLoaded} from '../../app/preloadableLazy.ts'
import {useTranslation} from 'react-i18next'
import {pairOf} from '../../../core/documents/ids.ts'
import type {LocalPatch} from '../../../core/editing/index.ts'
import {checkPairPermission} from '../../../core/operations/index.ts'
import type {DocumentDefinition} from '../../../core/schema/index.ts'
import {documentOperationsMachine} from '../../../machines/documentOperations.ts'
import {documentOperationsActors} from '../../../machines/documentOperationsActors.ts'
import {documentPairMachine} from '../../../machines/documentPair.ts'
import {documentPairActors} from '../../../machines/documentPairActors.ts'
import {Button, LinkButton} from '../../components/Button.tsx'
import {CloseIcon} from '../../components/Icons.tsx'
import {Loading} from '../../components/Spinner.tsx'
import {DocumentForm} from '../../form/DocumentForm.tsx'
import {prefetchInputs} from '../../form/lazyInputs.tsx'
import {prefetchGroupTabs} from '../../form/lazyGroupTabs.ts'
import {preloadFormOf} from '../../form/preloadForm.ts'
import {prefetchWhenIdle} from '../../app/idlePrefetch.ts'
import type {FormEnvironment} from '../../form/formContext.ts'
import {createReferenceServices, type ReferenceCreation} from '../../form/references/referenceServices.ts'
import {permissionText, usePermissionRoles} from '../permissions.ts'
import {initialValuePatches} from '../../form/initialValue.ts'
import {shownDocument} from '../../form/shownDocument.ts'
import {Pane} from '../Pane.tsx'
import {typeTitleOf, useStructure} from '../structureContext.ts'
import {createPermission, initialValueContext, templatesOfType} from '../templates.ts'
import {useTemplateInitialValue} from './useTemplateInitialValue.ts'
import {DocumentFooter} from './DocumentFooter.tsx'
import {DocumentNotices} from './DocumentNotices.tsx'
import {DeletedNotice, useDeletedElsewhere} from './DeletedNotice.tsx'
import {DocumentTitleContext, type DocumentTitleSource} from './documentTitle.ts'
import {DocumentTitleText} from './DocumentTitleText.tsx'
import {useDocumentValidation} from './useDocumentValidation.ts'
import {useOperationOutcome} from './useOperationOutcome.ts'
import {useLastingPair} from './lastingPair.ts'
import {showErrorToast} from '../../app/toasts.ts'
import styles from './DocumentPane.module.css'
import {useOnRetryNow} from '../../app/connectivity.tsx'
import type {StructureToolState} from '../../../core/routing/structureTool.ts'
import {useKeepFocus} from '../../components/keepFocus.ts'
import {paneHeadingIn} from '../paneFocus.ts'
import {HistoryReview, prefetchHistory} from './lazyHistory.ts'
import {HistoryNavigationContext, withSelection, type HistoryNavigation, type HistorySelectionParams} from './history/historyNavigation.ts'
import {DocumentPresence} from '../../presence/DocumentPresence.tsx'
import {DockedPresence} from '../../presence/DockedPresence.tsx'
import {useReportPlace} from '../../presence/useReportPlace.ts'
import type {Path} from '../../../core/editing/paths.ts'

export interface DocumentPaneProps {
  type: DocumentDefinition
  /** The published id of the pair. */
  id: string
  params?: Record<string, string>
  /** Where this pane sits in the structure with other params: how a history selection is shown. */
  stateWithParams?: (params: Record<string, string> | undefined) => StructureToolState
  backHref: string | null
  closeHref: string | null
}

export function DocumentPane({type, id, params, backHref, closeHref, stateWithParams}: DocumentPaneProps) {
  const {t, i18n} = useTranslation('structure')
  const structure = useStructure()
  const {lake, grants, user} = structure
  const roles = usePermissionRoles(user)
  const liveEdit = Boolean(type.liveEdit)
  const titleId = useId()

  // `provide` copies the whole machine: made again only when what the actors use changes, not on
  // every render (the pane rendered about six times while a document opened).
  // It outlives the pane until the lake has stored every edit made in it (lastingPair.ts).
  const pair = useLastingPair(
    useMemo(() => documentPairMachine.provide({actors: documentPairActors(lake)}), [lake]),
    {publishedId: id, type: type.name, liveEdit},
    (message) => showErrorToast(t('refused.title'), t('refused.description', {message})),
  )
  const operations = useActorRef(useMemo(() => documentOperationsMachine.provide({actors: documentOperationsActors({pair, lake})}), [pair, lake]), {
    input: {publishedId: id, type: type.name, liveEdit, grants, identity: user.id},
  })
  useEffect(() => operations.send({type: 'grants.changed', grants}), [operations, grants])
  useOnRetryNow(useCallback(() => pair.send({type: 'retry.now'}), [pair]))
  useOperationOutcome(operations, type.name)
  // Deleted by someone else while open: read-only, with a notice to restore or close (DeletedNotice.tsx).
  const deleted = useDeletedElsewhere(pair, operations)

  const ready = useSelector(pair, (s) => s.matches({edit: 'ready'}))
  // The lake left the document out because this user may not read it: not a new, empty document.
  const readDenied = useSelector(pair, (s) => s.matches({sync: 'readDenied'}))
  // The form's lazy inputs and group tabs load while the document does, not after it (lazyInputs.tsx).
  useEffect(() => preloadFormOf(structure.types, type.name), [structure.types, type.name])
  useEffect(() => (ready ? prefetchWhenIdle(prefetchInputs) : undefined), [ready])
  useEffect(() => (ready ? prefetchWhenIdle(prefetchGroupTabs) : undefined), [ready])
  useEffect(() => (ready ? prefetchWhenIdle(prefetchHistory) : undefined), [ready])
  const initialValue = useTemplateInitialValue(type, params?.template)

  // Read-only is decided on what the lake confirmed (HEAD), so it never flips while someone types.
  const head = useSelector(pair, (s) => s.context.editing.head)
  const readOnly = useMemo(() => {
    if (!grants) return false
    const permission = checkPairPermission('update', {
      grants,
      ...pairOf(id),
      type: type.name,
      liveEdit,
      draft: head.draft,
      published: head.published,
      identity: user.id,
    })
    return !permission.granted
  }, [grants, head, id, type.name, liveEdit, user.id])

  const edit = useCallback(
    (patches: LocalPatch[]) => {
      // The first edit of a new document also writes its template's initial value.
      const exists = shownDocument(pair.getSnapshot()) !== null
      pair.send({type: 'edit', patches: !exists && initialValue ? [...initialValuePatches(initialValue), ...patches] : patches})
    },
    [pair, initialValue],
  )
  const valueContext = useMemo(() => initialValueContext(structure.projectId, structure.dataset, user), [structure.projectId, structure.dataset, user])
  const currentUser = valueContext.currentUser
  const validation = useDocumentValidation(pair, lake, structure.types, i18n.language)
  const references = useMemo(() => {
    const creation: ReferenceCreation = {
      choices: (typeNames) =>
        typeNames.flatMap((typeName) => {
          const target = structure.documentTypes.find((candidate) => candidate.name === typeName)
          if (!target) return []
          const denied = permissionText(t, 'create', createPermission(structure.grants, target, user.id), roles)
          return templatesOfType(structure.templates, typeName).map((template) => ({template, type: typeName, denied}))
        }),
      openBeside: (childType, childId, template) =>
        structure.go({type: type.name, id, params, child: {type: childType, id: childId, params: {template}}}),
    }
    return createReferenceServices(lake, structure.types, structure.intentHref, {projectId: structure.projectId, create: creation, crossDataset: structure.crossDataset})
  }, [lake, structure, t, user.id, roles, type.name, id, params])
  const environment = useMemo<FormEnvironment>(
    () => ({pair, types: structure.types, readOnly: readOnly || deleted !== null, initialValue, currentUser, initialValueContext: valueContext, edit, validation, references, assets: structure.assets}),
    [pair, structure.types, readOnly, deleted, initialValue, currentUser, valueContext, edit, validation, references, structure.assets],
  )

  const historyNavigation = useMemo<HistoryNavigation | null>(() => {
    if (!stateWithParams) return null
    const stateOf = (selection: HistorySelectionParams) => stateWithParams(withSelection(params, selection))
    return {select: (selection) => structure.go(stateOf(selection)), hrefOf: (selection) => structure.hrefOf(stateOf(selection))}
  }, [stateWithParams, params, structure])
  const rev = params?.rev ?? null
  const since = params?.since ?? null
  // A link to a past version starts the review's code with the document, not after it.
  const historyLoaded = useLoaded(rev || since ? HistoryReview : undefined)
  // This tab is at the document, and at the field the editor is in (SH-PRES-005).
  const [focusPath, setFocusPath] = useState<Path>([])
  useReportPlace(id, focusPath)
  const scroller = useRef<HTMLDivElement | null>(null)
  // Leaving a past version (restored, or back to the current one) takes its banner's buttons
  // away: focus goes to the document's heading instead of the page (SH-HIST-055).
  const paneOf = useCallback((element: HTMLElement) => {
    const pane = element.closest('section')
    return pane ? paneHeadingIn(pane) : null
  }, [])
  useKeepFocus(`${rev ?? ''} ${since ?? ''}`, scroller, paneOf)
  // Restored: the notice's buttons go with it, and focus to the document's heading.
  useKeepFocus(deleted ? 'deleted' : 'there', scroller, paneOf)

  const typeTitle = typeTitleOf(type)
  // Stable while the editor types: the title itself is read by the text nodes that print it.
  const titleSource = useMemo<DocumentTitleSource>(() => ({pair, type, initialValue}), [pair, type, initialValue])
  const fieldTitle = useCallback(
    (name: string) => {
      const field = type.fields.find((candidate) => candidate.name === name)
      return typeof field?.title === 'string' ? field.title : name
    },
    [type.fields],
  )

  const liveForm = (
    <DocumentForm typeName={type.name} typeTitle={typeTitle} environment={environment} label={t('document.form-label', {type: typeTitle})} onFocusPath={setFocusPath} />
  )

  return (
    <HistoryNavigationContext.Provider value={historyNavigation}>
    <DocumentTitleContext.Provider value={titleSource}>
    <Pane
      // Until the pair is loaded nothing is known of the document: no "Untitled", no status or actions.
      title={ready ? <DocumentTitleText /> : readDenied ? t('document.read-denied-title') : t('document.loading-title')}
      titleId={titleId}
      backHref={backHref}
      size="document"
      actions={
        <>
          <DocumentPresence documentId={id} />
          {closeHref && (
            <LinkButton href={closeHref} tone="ghost" iconOnly aria-label={t('pane.close-document')}>
              <CloseIcon />
            </LinkButton>
          )}
        </>
      }
    >
      <div className={styles.scroll} ref={scroller}>
        {ready && <DockedPresence documentId={id} scroller={scroller} edge="top" />}
        {readDenied ? (
          <div className={styles.readDenied} role="alert">
            <p>{t('document.read-denied')}</p>
            <Button onPress={() => pair.send({type: 'retry.now'})}>{t('list.retry')}</Button>
          </div>
        ) : !ready ? (
          <Loading label={t('document.loading')} />
        ) : (
          <div className={styles.body}>
            <div className={styles.intro} aria-hidden="true">
              <span className={styles.typeTitle}>{typeTitle}</span>
              <DocumentTitleText className={styles.bigTitle} untitledClassName={styles.untitled} />
            </div>
            <DocumentNotices pair={pair} readOnly={readOnly} fieldTitle={fieldTitle} />
            {deleted && <DeletedNotice gone={deleted} type={type} id={id} closeHref={closeHref ?? backHref} fieldTitle={fieldTitle} />}
            {(rev || since) && !historyLoaded ? (
              <Loading label={t('document.loading')} />
            ) : rev || since ? (
              <HistoryReview
                lake={lake}
                documentId={id}
                rev={rev}
                since={since}
                typeName={type.name}
                typeTitle={typeTitle}
                label={t('document.form-label', {type: typeTitle})}
                liveEdit={liveEdit}
                environment={environment}
                operations={operations}
                fieldTitle={fieldTitle}
                liveForm={liveForm}
              />
            ) : (
              liveForm
            )}
          </div>
        )}
        {ready && <DockedPresence documentId={id} scroller={scroller} edge="bottom" />}
      </div>
      {ready && <DocumentFooter pair={pair} operations={operations} validation={validation} documentType={type.name} types={structure.types} />}
    </Pane>
    </DocumentTitleContext.Provider>
    </HistoryNavigationContext.Provider>
  )
}

/** The template's initial value for a new document, worked out once per pane. */
