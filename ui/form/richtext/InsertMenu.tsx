// The toolbar's insert menu (ED-PT-020): the block objects and inline objects the field's schema
// declares. Choosing one inserts it with a key of our own, so its editor opens at once at the
// inserted object's path. Inline objects need a text block to sit in: without one they are disabled.
import {useEditor, useEditorSelector} from '@portabletext/editor'
import {getFocusTextBlock} from '@portabletext/editor/selectors'
import {Button, MenuTrigger, type Key} from 'react-aria-components'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {randomKey} from '../../../core/documents/keys.ts'
import {objectTypeTitleOf} from '../../../core/richtext/objectTypes.ts'
import {MenuAction, MenuGroup, MenuPopover} from '../../components/Menu.tsx'
import {useRichTextObjects} from './objectEditing.ts'
import {InsertIcon} from './toolbarIcons.tsx'
import styles from './Toolbar.module.css'

export function InsertMenu() {
  const editor = useEditor()
  const {t} = useTranslation('form')
  const {types, open} = useRichTextObjects()
  const inTextBlock = useEditorSelector(editor, (snapshot) => getFocusTextBlock(snapshot)?.node._key ?? null)
  if (types.block.length === 0 && types.inline.length === 0) return null
  const insert = (key: Key) => {
    const [kind, name] = String(key).split(/:(.*)/)
    const _key = randomKey()
    if (kind === 'block') {
      editor.send({type: 'insert.block object', blockObject: {name, value: {_key}}, placement: 'auto'})
      open({kind: 'block', path: [{_key}], typeName: name})
    } else if (inTextBlock) {
      editor.send({type: 'insert.inline object', inlineObject: {name, value: {_key}}})
      open({kind: 'inline', path: [{_key: inTextBlock}, 'children', {_key}], typeName: name})
    }
  }
  return (
    <MenuTrigger>
      <Button className={styles.toolButton} aria-label={t('richtext.insert')}>
        <InsertIcon />
      </Button>
      <MenuPopover aria-label={t('richtext.insert')} placement="bottom end" onAction={insert} disabledKeys={inTextBlock ? [] : types.inline.map((type) => `inline:${type.name}`)}>
        {types.block.length > 0 && (
          <MenuGroup title={t('richtext.insert.blocks')}>
            {types.block.map((type) => (
              <MenuAction key={type.name} id={`block:${type.name}`}>
                {objectTypeTitleOf(type)}
              </MenuAction>
            ))}
          </MenuGroup>
        )}
        {types.inline.length > 0 && (
          <MenuGroup title={t('richtext.insert.inline')}>
            {types.inline.map((type) => (
              <MenuAction key={type.name} id={`inline:${type.name}`}>
                {objectTypeTitleOf(type)}
              </MenuAction>
            ))}
          </MenuGroup>
        )}
      </MenuPopover>
    </MenuTrigger>
  )
}
