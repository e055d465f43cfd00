// The popover toolbar (ED-PT-035): with the caret on an inline object, or in text carrying
// annotations, a small toolbar by it offers Edit (the object's editor, titled from its type) and
// Remove. It does not take focus, so typing goes on; Alt+F10 moves focus into it (the usual key
// for reaching a toolbar from text), Escape closes it until the caret moves or a click.
import {useEditor, useEditorSelector} from '@portabletext/editor'
import {useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject} from 'react'
import {Popover, Toolbar as AriaToolbar} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {objectTypeTitleOf} from '../../../core/richtext/objectTypes.ts'
import {Button} from '../../components/Button.tsx'
import {objectTypeOf, useRichTextObjects, type ObjectTarget} from './objectEditing.ts'
import {annotationRange, selectedObjectsKey} from './selectedObjects.ts'
import {EditIcon, RemoveIcon} from './toolbarIcons.tsx'
import styles from './Objects.module.css'

const MODIFIER_KEYS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock'])

function keyOf(target: ObjectTarget): string {
  const last = target.path.at(-1)
  return typeof last === 'object' && last !== null && '_key' in last ? last._key : ''
}

export function ObjectToolbar({frame}: {frame: RefObject<HTMLElement | null>}) {
  const editor = useEditor()
  const {t} = useTranslation('form')
  const {types, readOnly, open} = useRichTextObjects()
  const selectedKey = useEditorSelector(editor, selectedObjectsKey)
  const targets = useMemo(() => JSON.parse(selectedKey) as ObjectTarget[], [selectedKey])
  // Escape closes the toolbar until the editor moves the caret again (a key or a click in the text).
  // This is kept as a flag, not as the caret it was closed at: the editor reads DOM selection
  // changes throttled, so right after a click its caret can still be the one before it, and a
  // toolbar closed against that stale caret came back the moment the click's caret arrived.
  const [dismissed, setDismissed] = useState(false)
  const toolbar = useRef<HTMLDivElement>(null)
  const shown = targets.length > 0 && !dismissed
  // The object's element is read after the editor has drawn it (a new annotation's span exists only then).
  const [anchor, setAnchor] = useState<Element | null>(null)
  useLayoutEffect(() => {
    const attribute = targets[0]?.kind === 'inline' ? 'data-pt-object' : 'data-pt-annotation'
    const next = shown ? (frame.current?.querySelector(`[${attribute}="${CSS.escape(keyOf(targets[0]))}"]`) ?? null) : null
    setAnchor((current) => (current === next ? current : next))
  })
  const anchorRef = useMemo(() => ({current: anchor}), [anchor])

  // Keys typed in the text: Escape closes the toolbar, Alt+F10 moves into it.
  useEffect(() => {
    const element = frame.current
    if (!element || !shown) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (toolbar.current?.contains(event.target as Node)) return
      if (event.key === 'Escape') {
        event.preventDefault()
        event.stopPropagation()
        setDismissed(true)
      } else if (event.key === 'F10' && event.altKey) {
        event.preventDefault()
        toolbar.current?.querySelector<HTMLElement>('button')?.focus()
      }
    }
    element.addEventListener('keydown', onKeyDown, true)
    return () => element.removeEventListener('keydown', onKeyDown, true)
  }, [frame, shown])
  // A closed toolbar comes back with the next click in the text (even where the caret already
  // was) or the next key that moves the caret or types; modifier keys alone do neither.
  useEffect(() => {
    const element = frame.current
    if (!element || !dismissed) return
    const bringBack = () => setDismissed(false)
    const onKeyDown = (event: KeyboardEvent) => {
      if (!MODIFIER_KEYS.has(event.key) && event.key !== 'Escape') bringBack()
    }
    element.addEventListener('pointerdown', bringBack)
    element.addEventListener('keydown', onKeyDown)
    return () => {
      element.removeEventListener('pointerdown', bringBack)
      element.removeEventListener('keydown', onKeyDown)
    }
  }, [frame, dismissed])

  if (!shown || !anchor) return null
  const backToText = () => editor.send({type: 'focus'})
  const remove = (target: ObjectTarget) => {
    if (target.kind === 'inline') editor.send({type: 'delete.child', at: target.path as never})
    else {
      const [block] = target.path as [{_key: string}]
      const at = annotationRange(editor.getSnapshot(), block._key, keyOf(target))
      if (at) editor.send({type: 'annotation.remove', annotation: {name: target.typeName}, at: at as never})
    }
    backToText()
  }
  return (
    <Popover isOpen isNonModal triggerRef={anchorRef} placement="bottom start" offset={6} className={styles.objectPopover}>
      {/* Escape inside the toolbar closes it and returns to the text. */}
      <div
        ref={toolbar}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return
          event.preventDefault()
          setDismissed(true)
          backToText()
        }}
      >
      <AriaToolbar aria-label={t('richtext.object.toolbar')} className={styles.objectToolbar}>
        {targets.map((target) => {
          const type = objectTypeOf(types, target.kind, target.typeName)
          const title = type ? objectTypeTitleOf(type) : target.typeName
          return (
            <div key={keyOf(target)} className={styles.objectToolbarGroup}>
              <span className={styles.objectToolbarTitle}>{title}</span>
              <Button tone="ghost" iconOnly aria-label={t(readOnly ? 'richtext.object.view' : 'richtext.object.edit', {type: title})} onPress={() => open(target)}>
                <EditIcon />
              </Button>
              {!readOnly && (
                <Button tone="ghost" iconOnly aria-label={t('richtext.object.remove', {type: title})} onPress={() => remove(target)}>
                  <RemoveIcon />
                </Button>
              )}
            </div>
          )
        })}
      </AriaToolbar>
      </div>
    </Popover>
  )
}
