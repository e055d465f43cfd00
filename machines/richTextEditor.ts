// Rich-text activation and fullscreen (editing seed §2 and §4, ED-PT-030, ED-PT-031, ED-PT-040):
// the editor waits behind its "click or tap to activate" overlay until activated; once active it
// can go fullscreen and back (button or mod+Enter), and Escape leaves fullscreen. Activation is not
// undone by leaving the field: the editor stays editable until the form is closed.
import {setup} from 'xstate'

export type RichTextEditorEvent =
  | {type: 'activate'}
  | {type: 'fullscreen.toggle'}
  | {type: 'fullscreen.exit'}

export const richTextEditorMachine = setup({
  types: {} as {events: RichTextEditorEvent},
}).createMachine({
  id: 'richTextEditor',
  initial: 'inactive',
  states: {
    inactive: {
      on: {activate: 'active'},
    },
    active: {
      initial: 'inline',
      states: {
        inline: {on: {'fullscreen.toggle': 'fullscreen'}},
        fullscreen: {on: {'fullscreen.toggle': 'inline', 'fullscreen.exit': 'inline'}},
      },
    },
  },
})
