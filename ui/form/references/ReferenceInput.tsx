// A reference field (seeds: reference input): a search combo box while empty or replacing; once
// set, a card with the target's title and status, a menu (open in a new tab, replace, clear) and
// the notices of referenceNotices. The life of the field is the referenceInput machine; this
// component renders its state and gives it the lake (search, availability) and the form (write).
import {useActorRef, useSelector} from '@xstate/react'
import {useContext, useEffect, useId, useMemo, useRef} from 'react'
import {Button as AriaButton, ComboBox, Input, Label, ListBox, ListBoxItem, MenuTrigger, Popover, Text} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {fromPromise} from 'xstate'
import type {Path} from '../../../core/editing/paths.ts'
import {valueAtPath} from '../../../core/editing/paths.ts'
import {
  createNewDisabled,
  isCrossDatasetDefinition,
  referenceFieldOf,
  referenceNotices,
  type ReferenceHit,
  type ReferenceValue,
} from '../../../core/references/index.ts'
import {referenceInputMachine} from '../../../machines/referenceInput.ts'
import {Button} from '../../components/Button.tsx'
import {Notice} from '../../components/Notice.tsx'
import {ChevronDownIcon, MoreIcon} from '../../components/Icons.tsx'
import {MenuAction, MenuPopover} from '../../components/Menu.tsx'
import {Preview} from '../../components/Preview.tsx'
import menuStyles from '../../components/Menu.module.css'
import {showErrorToast} from '../../app/toasts.ts'
import {StatusDot} from '../../structure/StatusDot.tsx'
import {typeTitleOf} from '../../structure/structureContext.ts'
import {FieldMarkers, FieldPathContext} from '../FieldMarkers.tsx'
import {useForm} from '../formContext.ts'
import type {InputProps} from '../inputs/inputProps.ts'
import {shownDocument} from '../shownDocument.ts'
import {newDocumentUuid} from '../../../core/operations/index.ts'
import {CreateReferenceButton} from './CreateReferenceButton.tsx'
import {ReferenceNotices} from './ReferenceNotices.tsx'
import {searchReferences} from './searchReferences.ts'
import {useReferencePreviews} from './useReferencePreviews.ts'
import fieldStyles from '../Field.module.css'
import styles from './ReferenceInput.module.css'

export interface ReferenceInputProps extends InputProps<ReferenceValue> {
  /** The schema type name of the value (`reference`). */
  typeName: string
  /** Where the field's parent object is, for a filter function's `parent` and `parentPath`. */
  parentPath: Path
  /** An array item's key, kept on every value written. */
  itemKey?: string
  /** Focus the search when it first shows (a reference item just added). */
  autoFocus?: boolean
  /** Called once a new document was created from the field and opened beside the form. */
  onCreated?: () => void
}

export function ReferenceInput({field, value, readOnly, onChange, typeName, parentPath, itemKey, autoFocus, onCreated}: ReferenceInputProps) {
  const {t} = useTranslation('form')
  const {pair, initialValue, references: workspaceReferences} = useForm()
  const path = useContext(FieldPathContext)
  const definition = field.definition
  // A cross-dataset reference searches, checks and previews in its own dataset (seeds: cross-dataset references).
  const crossDataset = isCrossDatasetDefinition(definition)
  const references = useMemo(
    () => (crossDataset ? (workspaceReferences?.crossDataset.servicesFor(definition) ?? null) : workspaceReferences),
    [crossDataset, workspaceReferences, definition],
  )
  const crossDatasetOff = crossDataset && workspaceReferences?.crossDataset.enabled === false
  const referenceField = useMemo(() => referenceFieldOf(typeName, definition, references?.target), [typeName, definition, references])
  const latest = useRef({onChange, services: references, definition, parentPath, field: referenceField})
  latest.current = {onChange, services: references, definition, parentPath, field: referenceField}

  const actor = useActorRef(
    useMemo(
      () =>
        referenceInputMachine.provide({
          actors: {
            search: fromPromise(async ({input, signal}) => {
              const {services, definition, parentPath} = latest.current
              if (!services) throw new Error(t('reference.search.unavailable'))
              const document = (shownDocument(pair.getSnapshot()) ?? initialValue ?? {}) as Record<string, unknown>
              const context = {document, parent: valueAtPath(document, parentPath), parentPath}
              return searchReferences(services, latest.current.field, definition.options as Record<string, unknown> | undefined, context, input.term, signal)
            }),
            checkAvailability: fromPromise(async ({input}) => {
              const {services} = latest.current
              if (!services) throw new Error(t('reference.error.metadata'))
              if (input.again) services.availability.forget([input.id])
              const availability = (await services.availability.check([input.id])).get(input.id)!
              return {availability}
            }),
          },
          actions: {
            write: (_, {value}) => latest.current.onChange(value, {atomic: true}),
            reportSearchError: (_, {message}) => void showErrorToast(t('reference.search.failed'), message),
          },
        }),
      [t, pair, initialValue],
    ),
    {input: {field: referenceField, value, itemKey}},
  )
  useEffect(() => actor.send({type: 'value', value}), [actor, value])
  // Where focus goes when the control it was on gives way to another: a chosen document's card
  // replaces the search, and a cleared value's search replaces the card (otherwise focus falls
  // back to the page and the next Tab starts from its top).
  const focusNext = useRef<'card' | 'search' | null>(null)
  const card = useRef<HTMLDivElement>(null)

  const searching = useSelector(actor, (s) => s.matches('searching'))
  const replacing = useSelector(actor, (s) => s.context.replacing)
  const fetching = useSelector(actor, (s) => s.matches({searching: 'fetching'}) || s.matches({searching: 'debouncing'}))
  const hits = useSelector(actor, (s) => s.context.hits)
  const term = useSelector(actor, (s) => s.context.term)
  const choiceError = useSelector(actor, (s) => s.context.choiceError)
  const checking = useSelector(actor, (s) => s.matches({selected: 'checking'}))
  const failed = useSelector(actor, (s) => s.matches({selected: 'failed'}))
  const target = useSelector(actor, (s) => s.context.target)
  const stored = useSelector(actor, (s) => s.context.value)

  useEffect(() => {
    if (searching) {
      if (focusNext.current === 'search') focusNext.current = null
      return
    }
    if (focusNext.current !== 'card') return
    focusNext.current = null
    card.current?.querySelector<HTMLElement>('button[aria-haspopup]')?.focus()
  }, [searching])

  const hitIds = useMemo(() => hits.map((hit) => hit.id), [hits])
  const {previews: hitPreviews} = useReferencePreviews(references, hitIds)
  const selectedIds = useMemo(() => (stored?._ref ? [stored._ref] : []), [stored?._ref])
  // The hook itself fetches again every 10 s while the target may still change.
  const {previews: selectedPreviews, failed: previewFailed, retry: retryPreview} = useReferencePreviews(references, selectedIds)

  const disableNew = createNewDisabled(definition)
  const createChoices = useMemo(
    () => (disableNew || !references?.create ? [] : references.create.choices(referenceField.to)),
    [disableNew, references, referenceField.to],
  )
  const labelId = useId()
  const descriptionId = useId()
  const titleOfHit = (id: string) => hitPreviews.get(id)?.preview.title || id
  const titleOfType = (name: string) => typeTitleOf({name, title: (references?.types.get(name) as {title?: string} | undefined)?.title})

  // The search's own label only while the combo box shows (never where the field is turned off).
  const labelled = searching && !crossDatasetOff
  const header = (
    <div className={fieldStyles.header}>
      <div className={fieldStyles.titleRow}>
        {labelled ? (
          <Label className={fieldStyles.label}>{field.title}</Label>
        ) : (
          <span id={labelId} className={fieldStyles.label}>
            {field.title}
          </span>
        )}
        <FieldMarkers />
      </div>
      {field.deprecated && <p className={fieldStyles.deprecated}>{t('field.deprecated', {reason: field.deprecated})}</p>}
      {field.description &&
        (labelled ? (
          <Text slot="description" className={fieldStyles.description}>
            {field.description}
          </Text>
        ) : (
          <p id={descriptionId} className={fieldStyles.description}>
            {field.description}
          </p>
        ))}
    </div>
  )

  if (crossDatasetOff) {
    // Seeds: cross-dataset references disabled — a warning card with a clear action.
    const dataset = typeof definition.dataset === 'string' ? definition.dataset : ''
    return (
      <div className={fieldStyles.field} role="group" aria-labelledby={labelId}>
        {header}
        <Notice
          tone="caution"
          title={t('reference.cross-dataset.disabled.title')}
          text={
            value?._ref
              ? t('reference.cross-dataset.disabled.description', {ref: value._ref, dataset: value._dataset ?? dataset})
              : t('reference.cross-dataset.disabled.empty')
          }
        >
          {value !== undefined && (
            <Button isDisabled={readOnly} onPress={() => onChange(undefined, {atomic: true})}>
              {t('reference.clear')}
            </Button>
          )}
        </Notice>
      </div>
    )
  }

  if (searching) {
    // The buttons beside the search stay outside the combo box: inside it they would be taken for
    // its own list button (React Aria gives every Button there that role).
    const extras = (replacing || createChoices.length > 0) && (
      <div className={styles.searchActions}>
        {replacing && (
          <Button
            tone="ghost"
            onPress={() => {
              focusNext.current = 'card'
              actor.send({type: 'cancel'})
            }}
          >
            {t('reference.cancel')}
          </Button>
        )}
        {createChoices.length > 0 && (
          <CreateReferenceButton
            field={field.title}
            choices={createChoices}
            isDisabled={readOnly}
            typeTitle={(type) => titleOfType(type)}
            onCreate={(choice) => {
              const id = newDocumentUuid()
              actor.send({type: 'created', id, documentType: choice.type, template: choice.template.id})
              references?.create?.openBeside(choice.type, id, choice.template.id)
              onCreated?.()
            }}
          />
        )}
      </div>
    )
    return (
      <div className={extras ? `${fieldStyles.field} ${styles.searchLayout}` : fieldStyles.field}>
        <ComboBox
          className={styles.combo}
          items={hits}
          inputValue={term}
          onInputChange={(text) => actor.send({type: 'search', term: text})}
          onOpenChange={(open) => open && hits.length === 0 && !fetching && actor.send({type: 'search', term})}
          onSelectionChange={(key) => {
            if (key === null) return
            focusNext.current = 'card'
            actor.send({type: 'choose', id: String(key)})
          }}
          selectedKey={null}
          allowsEmptyCollection
          menuTrigger="focus"
          isDisabled={readOnly}
          isInvalid={choiceError !== null}
          autoFocus={replacing || autoFocus || focusNext.current === 'search'}
          onKeyDown={(event) => {
            // Keys this does not take go on (React Aria would stop them): Escape to a dialog around the field.
            if (!replacing || event.key !== 'Escape' || term !== '') return event.continuePropagation()
            focusNext.current = 'card'
            actor.send({type: 'cancel'})
          }}
        >
          {header}
          <div className={styles.comboField}>
            <Input className={`${fieldStyles.input} ${styles.comboInput}`} placeholder={t('reference.search.placeholder')} />
            <AriaButton className={styles.comboButton} aria-label={t('reference.search.open')}>
              <ChevronDownIcon />
            </AriaButton>
          </div>
          <Popover placement="bottom start" offset={4} className={`${menuStyles.popover} ${styles.listPopover}`}>
            <ListBox<ReferenceHit>
              className={menuStyles.menu}
              // Titles arrive after the hits: the cached items must render again then.
              dependencies={[hitPreviews]}
              renderEmptyState={() => <div className={styles.empty}>{fetching ? t('reference.search.loading') : t('reference.search.empty')}</div>}
            >
              {(hit) => (
                <ListBoxItem id={hit.id} textValue={titleOfHit(hit.id)} className={menuStyles.item}>
                  <Preview
                    layout="compact"
                    title={titleOfHit(hit.id)}
                    media={crossDataset ? null : hitPreviews.get(hit.id)?.preview.media}
                    status={<StatusDot status={hit.published ? (hit.draft ? 'edited' : null) : 'unpublished'} />}
                  />
                  <span className={styles.hitType}>{titleOfType(hit.type)}</span>
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </ComboBox>
        {extras}
        {choiceError && (
          <p className={`${fieldStyles.error} ${styles.fullRow}`} role="alert">
            {choiceError}
          </p>
        )}
      </div>
    )
  }

  const ref = stored?._ref ?? ''
  const preview = selectedPreviews.get(ref)
  // The target's type comes with its preview (only a readable document has one).
  const targetType = preview?.type
  const notices = stored ? referenceNotices(stored, referenceField, target && {availability: target.availability, type: targetType}) : []
  const unsaved = stored?._strengthenOnPublish !== undefined && target?.availability.reason === 'NOT_FOUND'
  const title = preview?.preview.title || (unsaved ? t('reference.new-untitled') : checking ? t('reference.loading') : ref)
  const editType = targetType ?? stored?._strengthenOnPublish?.type ?? referenceField.to[0]
  const openHref = references && editType && ref ? references.editHref(ref, editType) : null
  return (
    <div className={fieldStyles.field} role="group" aria-labelledby={labelId} aria-describedby={field.description ? descriptionId : undefined}>
      {header}
      <div ref={card} className={styles.card} data-state={target?.availability.reason ?? (failed ? 'error' : 'loading')} data-reference-to={ref || undefined}>
        <Preview
          layout="default"
          title={title}
          subtitle={preview?.preview.subtitle}
          // The workspace's images only: a cross-dataset target's image lives in its own dataset.
          media={stored?._dataset ? null : preview?.preview.media}
          date={preview?.preview.date}
          untitled={!preview?.preview.title}
          status={preview && <StatusDot status={preview.status} editedAt={preview.editedAt} />}
        />
        {stored?._dataset && <span className={styles.badge}>{t('reference.cross-dataset.badge', {dataset: stored._dataset})}</span>}
        {stored?._weak && <span className={styles.badge}>{t('reference.weak')}</span>}
        <MenuTrigger>
          <Button tone="ghost" iconOnly aria-label={t('reference.menu', {field: field.title})} data-focus-target>
            <MoreIcon />
          </Button>
          <MenuPopover
            aria-label={t('reference.menu', {field: field.title})}
            onAction={(key) => {
              const href = key === 'open' && references && editType ? references.editHref(ref, editType) : null
              if (href) window.open(href, '_blank', 'noopener')
              if (key === 'replace') actor.send({type: 'replace'})
              if (key === 'clear') {
                focusNext.current = 'search'
                actor.send({type: 'clear'})
              }
            }}
            disabledKeys={[...(openHref ? [] : ['open']), ...(readOnly ? ['replace', 'clear'] : [])]}
          >
            <MenuAction id="open">{t('reference.open')}</MenuAction>
            <MenuAction id="replace">{t('reference.replace')}</MenuAction>
            <MenuAction id="clear">{t('reference.clear')}</MenuAction>
          </MenuPopover>
        </MenuTrigger>
      </div>
      {failed && (
        <Notice tone="critical" role="alert" text={t('reference.error.metadata')}>
          <Button onPress={() => actor.send({type: 'retry'})}>{t('reference.retry')}</Button>
        </Notice>
      )}
      {previewFailed && target?.availability.available && (
        <Notice tone="critical" role="alert" text={t('reference.error.document')}>
          <Button onPress={retryPreview}>{t('reference.retry')}</Button>
        </Notice>
      )}
      <ReferenceNotices
        notices={notices}
        readOnly={readOnly}
        targetPublished={target?.availability.published ?? false}
        onClear={() => actor.send({type: 'clear'})}
        onReplace={() => actor.send({type: 'replace'})}
        onStrength={(weak) => actor.send({type: 'setStrength', weak})}
        onRemoveMark={() => actor.send({type: 'removeMark'})}
      />
    </div>
  )
}
