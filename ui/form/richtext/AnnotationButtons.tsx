// Buttons for the schema's annotations other than the link (which keeps its address popover):
// pressing one over selected text marks it with a new annotation and opens the annotation's
// editor (ED-PT-036), the same dialog objects use; pressed while the caret is in such an
// annotation, it opens that annotation's editor instead of adding another.
import {useEditor, useEditorSelector} from '@portabletext/editor'
import {getActiveAnnotations, getFocusTextBlock, isSelectionExpanded} from '@portabletext/editor/selectors'
import {ToggleButton} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {randomKey} from '../../../core/documents/keys.ts'
import {objectTypeTitleOf} from '../../../core/richtext/objectTypes.ts'
import {annotationPath, useRichTextObjects} from './objectEditing.ts'
import {AnnotationIcon} from './toolbarIcons.tsx'
import {labelOf} from './typeLabels.ts'
import styles from './Toolbar.module.css'

export function AnnotationButtons() {
  const editor = useEditor()
  const {t} = useTranslation('form')
  const {types, open} = useRichTextObjects()
  const active = useEditorSelector(editor, (snapshot) => getActiveAnnotations(snapshot).map((markDef) => `${markDef._type}:${markDef._key}`).join('\n'))
  const expanded = useEditorSelector(editor, isSelectionExpanded)
  const others = types.annotation.filter((type) => type.name !== 'link')
  const press = (name: string) => {
    const snapshot = editor.getSnapshot()
    const block = getFocusTextBlock(snapshot)?.node._key
    if (!block) return
    const existing = active.split('\n').find((entry) => entry.startsWith(`${name}:`))
    if (existing) {
      open({kind: 'annotation', path: annotationPath(block, existing.slice(name.length + 1)), typeName: name})
      return
    }
    if (!expanded) return
    const _key = randomKey()
    editor.send({type: 'annotation.add', annotation: {name, _key, value: {}}})
    open({kind: 'annotation', path: annotationPath(block, _key), typeName: name})
  }
  return others.map((type) => {
    const isActive = active.split('\n').some((entry) => entry.startsWith(`${type.name}:`))
    const label = labelOf(t, 'annotation', {name: type.name, title: objectTypeTitleOf(type)})
    return (
      <ToggleButton key={type.name} className={styles.toolButton} aria-label={label} isSelected={isActive} isDisabled={!isActive && !expanded} onChange={() => press(type.name)}>
        <AnnotationIcon />
      </ToggleButton>
    )
  })
}
