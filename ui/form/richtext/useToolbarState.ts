// What the toolbar shows as pressed: the focused block's style and list, and the decorators and
// annotations under the selection. Each selector answers a string or boolean so a keystroke that
// changes none of them re-renders nothing.
import {useEditor, useEditorSelector} from '@portabletext/editor'
import {getActiveListItem, getActiveStyle, isActiveAnnotation, isActiveDecorator} from '@portabletext/editor/selectors'
import type {RichTextSchema} from '../../../core/richtext/blockSchema.ts'

export interface ToolbarState {
  style: string | undefined
  list: string | undefined
  decorators: ReadonlySet<string>
  link: boolean
}

export function useToolbarState(schema: RichTextSchema): ToolbarState {
  const editor = useEditor()
  const style = useEditorSelector(editor, getActiveStyle)
  const list = useEditorSelector(editor, getActiveListItem)
  const decorators = useEditorSelector(editor, (snapshot) => schema.decorators.filter((decorator) => isActiveDecorator(decorator.name)(snapshot)).map((decorator) => decorator.name).join('\n'))
  const link = useEditorSelector(editor, isActiveAnnotation('link'))
  return {style, list, decorators: new Set(decorators ? decorators.split('\n') : []), link}
}
