// The rich-text input (ED-PT-*): an array field whose members include `block`, edited with the
// Portable Text editor. The field's value comes from EDGE and goes back as local patches
// (ValueSync.tsx); activation and fullscreen follow the rich-text editor machine.
import {EditorProvider, PortableTextEditable, type PortableTextBlock} from '@portabletext/editor'
import {BehaviorPlugin, NodePlugin} from '@portabletext/editor/plugins'
import {useActorRef, useSelector} from '@xstate/react'
import {useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent} from 'react'
import {Button} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import type {LocalPatch} from '../../../core/editing/index.ts'
import type {Path} from '../../../core/editing/paths.ts'
import {randomKey} from '../../../core/documents/keys.ts'
import {RICH_TEXT_DEFAULT_HEIGHT, RICH_TEXT_LIST_INDENT_PX} from '../../../core/richtext/constants.ts'
import {richTextObjectTypesOf} from '../../../core/richtext/objectTypes.ts'
import type {RichTextTypes} from '../../../core/richtext/repairs.ts'
import {hideFromReactSelection} from './hideFromReactSelection.ts'
import type {CompiledField} from '../../../core/schema/index.ts'
import {richTextEditorMachine} from '../../../machines/richTextEditor.ts'
import type {ObjectScope} from '../fieldPath.ts'
import {FieldHeader} from '../FieldHeader.tsx'
import {useForm} from '../formContext.ts'
import type {FieldInfo} from '../inputs/inputProps.ts'
import {RICH_TEXT_BEHAVIORS} from './behaviors.ts'
import {editorSchemaOf} from './editorSchema.ts'
import {linkUriOptionsOf} from './linkRules.ts'
import {InvalidRichText} from './InvalidRichText.tsx'
import {ObjectEditorDialog} from './ObjectEditorDialog.tsx'
import {RichTextObjectsContext, type ObjectTarget, type RichTextObjects} from './objectEditing.ts'
import {RichTextFieldContext, type RichTextField} from './BlockMarkers.tsx'
import {ObjectToolbar} from './ObjectToolbar.tsx'
import {nodesOf} from './renderNodes.tsx'
import {RichTextToolbar} from './Toolbar.tsx'
import {useNarrow} from './useNarrow.ts'
import {useRichTextProblems} from './useRichTextProblems.ts'
import {ValueSync} from './ValueSync.tsx'
import {FilePaste} from './FilePaste.tsx'
import {FocusKeepsCaret} from './FocusKeepsCaret.tsx'
import {useArrayUploads} from '../arrays/useArrayUploads.ts'
import {ArrayUploadsContext} from '../assets/arrayUploads.ts'
import styles from './PortableText.module.css'

export interface PortableTextInputProps {
  field: CompiledField
  info: FieldInfo
  path: Path
  scope: ObjectScope
  readOnly: boolean
}

const keyGenerator = () => randomKey()

/** The spec's height and list indent, handed to the stylesheet as custom properties. */
const FRAME_STYLE = {'--pt-height': RICH_TEXT_DEFAULT_HEIGHT, '--pt-indent': `${RICH_TEXT_LIST_INDENT_PX}px`} as CSSProperties

export function PortableTextInput({field, info, path, scope, readOnly}: PortableTextInputProps) {
  const {edit, pair, values} = useForm()
  const {t} = useTranslation('form')
  const id = useId()
  const plainIds = useMemo(() => ({labelId: `${id}-label`, descriptionId: `${id}-description`}), [id])
  const {allowed, definition} = useMemo(() => editorSchemaOf(field.type.of), [field.type.of])
  const uriOptions = useMemo(() => linkUriOptionsOf(field.type.of), [field.type.of])
  const nodes = useMemo(() => nodesOf(allowed), [allowed])
  const types = useMemo(() => richTextObjectTypesOf(field.type.of), [field.type.of])
  const [openObject, setOpenObject] = useState<ObjectTarget | null>(null)
  const richTextField = useMemo<RichTextField>(() => ({path, definition: info.definition}), [path, info.definition])
  const repairTypes = useMemo<RichTextTypes>(() => ({blockObjects: new Set(types.block.map((type) => type.name)), inlineObjects: new Set(types.inline.map((type) => type.name))}), [types])
  // ED-PT-042. The frame does not read the value itself: a keystroke wakes ValueSync only.
  const problems = useRichTextProblems(path, repairTypes)
  const [ignored, setIgnored] = useState(false)
  // The editor starts empty; the value arrives through ValueSync in one piece (DECISIONS).
  const [initialConfig] = useState(() => ({schemaDefinition: definition, initialValue: undefined, readOnly: true, keyGenerator}))
  const ancestors = useMemo(
    () => scope.ancestors.map((ancestor): LocalPatch => ({type: 'setIfMissing', path: ancestor.path, value: ancestor.proto})),
    [scope.ancestors],
  )
  const machine = useActorRef(richTextEditorMachine)
  const active = useSelector(machine, (state) => state.matches('active'))
  const fullscreen = useSelector(machine, (state) => state.matches({active: 'fullscreen'}))
  const frame = useRef<HTMLDivElement>(null)
  const narrow = useNarrow(frame)
  const editable = useRef<HTMLDivElement>(null)
  // ED-PT-041: while the pair's listener is not live the text is read-only (plain fields keep
  // working): a rich-text edit rebased blind onto changes we have not heard of could split blocks.
  const offline = useSelector(pair, (state) => !state.matches({sync: 'live'}))
  const editing = active && !readOnly && !offline
  // Pasted and dropped image or file blocks upload through the body's queue, as an array's items do.
  const uploadHost = useArrayUploads(path, scope, field.type.of, readOnly || offline)
  // Objects are edited in dialogs even before activation; read-only users may still look.
  const objects = useMemo<RichTextObjects>(() => ({types, readOnly: readOnly || offline, editing, open: setOpenObject}), [types, readOnly, offline, editing])

  // Fullscreen lifts the frame out of the form. Its place is kept at the height it had, so the form
  // does not shrink under the page's scroll position and the editor comes back where it was.
  const [inlineHeight, setInlineHeight] = useState(0)
  const toggleFullscreen = useCallback(() => {
    if (machine.getSnapshot().matches({active: 'inline'})) setInlineHeight(frame.current?.offsetHeight ?? 0)
    machine.send({type: 'fullscreen.toggle'})
  }, [machine])
  // The editable takes focus once it is editable, which can be later than the activating click
  // (the pair's listener not live yet, a long body still being set up).
  const focusWhenEditable = useRef(false)
  const activate = useCallback(() => {
    machine.send({type: 'activate'})
    focusWhenEditable.current = true
  }, [machine])
  useEffect(() => {
    if (!editing || !focusWhenEditable.current) return
    let frame = requestAnimationFrame(function focusOnceEditable() {
      const element = editable.current
      if (element?.isContentEditable) {
        focusWhenEditable.current = false
        element.focus()
      } else frame = requestAnimationFrame(focusOnceEditable)
    })
    return () => cancelAnimationFrame(frame)
  }, [editing])

  // The text turns read-only while the connection is down, and the browser then moves focus to the
  // page: keys typed after it is back went nowhere. Focus that was in the text goes back to it,
  // unless the editor moved on to something else meanwhile.
  useLayoutEffect(() => {
    const element = editable.current
    if (!offline || !element || !element.contains(document.activeElement)) return
    focusWhenEditable.current = true
    const movedOn = (event: globalThis.FocusEvent) => {
      if (!(event.target instanceof Node && element.contains(event.target))) focusWhenEditable.current = false
    }
    document.addEventListener('focusin', movedOn)
    return () => document.removeEventListener('focusin', movedOn)
  }, [offline])

  useEffect(() => {
    if (editable.current) hideFromReactSelection(editable.current)
  })
  // The editor itself turns editable once it is ready, behind the overlay: switching the library's
  // read-only mode re-renders every block (ED-PT-060), so activation only lifts the overlay. Text
  // that takes focus another way (a click below the overlay scrolled past) activates the field.
  const onEditableFocus = (event: FocusEvent) => {
    if (!active && !readOnly && event.target === editable.current) activate()
  }

  // ED-PT-031: mod+Enter toggles fullscreen, Escape leaves it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey) && active) {
      event.preventDefault()
      toggleFullscreen()
    } else if (event.key === 'Escape' && fullscreen) {
      event.preventDefault()
      machine.send({type: 'fullscreen.exit'})
    }
  }

  return (
    <div className={styles.field}>
      <FieldHeader title={info.title} description={info.description} deprecated={info.deprecated} plain={plainIds} />
      {problems.length > 0 && !ignored ? (
        <InvalidRichText path={path} value={values.valueAt(path) as PortableTextBlock[] | undefined} problems={problems} types={repairTypes} readOnly={readOnly} edit={edit} onIgnore={() => setIgnored(true)} />
      ) : (
      <div ref={frame} className={fullscreen ? `${styles.frame} ${styles.fullscreen}` : styles.frame} data-active={editing || undefined} style={FRAME_STYLE} onKeyDown={onKeyDown}>
        <RichTextObjectsContext.Provider value={objects}>
        <RichTextFieldContext.Provider value={richTextField}>
        <ArrayUploadsContext.Provider value={uploadHost.uploads}>
        <EditorProvider initialConfig={initialConfig}>
          <ValueSync path={path} readOnly={readOnly || offline} ancestors={ancestors} edit={edit} />
          <NodePlugin nodes={nodes} />
          <BehaviorPlugin behaviors={RICH_TEXT_BEHAVIORS} />
          <FilePaste host={uploadHost} />
          <FocusKeepsCaret editable={editable} />
          {active && !readOnly && (
            <RichTextToolbar
              fieldTitle={info.title}
              schema={allowed}
              uriOptions={uriOptions}
              narrow={narrow}
              fullscreen={fullscreen}
              onFullscreen={toggleFullscreen}
            />
          )}
          <div className={styles.scroller} onFocus={onEditableFocus}>
            <PortableTextEditable
              ref={editable}
              className={styles.editable}
              aria-labelledby={`${id}-label`}
              aria-describedby={info.description ? `${id}-description` : undefined}
              // The editor drops its textbox role when read-only; a reader still needs the field's name and state.
              role="textbox"
              aria-multiline
              aria-readonly={!editing || undefined}
              // Inactive, the text is reached through the overlay only (ED-PT-030).
              tabIndex={editing ? undefined : -1}
              spellCheck={(info.definition.options as {spellCheck?: boolean} | undefined)?.spellCheck}
            />
            {!active && !readOnly && (
              // ED-PT-030: the overlay takes the first click or tap, so scrolling past never edits.
              <Button className={styles.activate} onPress={activate} aria-label={t('richtext.activate-label', {field: info.title})}>
                <span className={styles.activateText}>{t('richtext.activate')}</span>
              </Button>
            )}
          </div>
          {active && !readOnly && offline && (
            <p className={styles.offline} role="status">
              {t('richtext.offline')}
            </p>
          )}
          {editing && <ObjectToolbar frame={frame} />}
          {openObject && (
            <ObjectEditorDialog target={openObject} fieldPath={path} scope={scope} types={types} readOnly={readOnly || offline} anchor={frame} onClose={() => setOpenObject(null)} />
          )}
        </EditorProvider>
        </ArrayUploadsContext.Provider>
        </RichTextFieldContext.Provider>
        </RichTextObjectsContext.Provider>
      </div>
      )}
      {fullscreen && <div aria-hidden="true" style={{height: inlineHeight}} />}
    </div>
  )
}
