// A dialog or menu that closes gives focus back to the text with a plain `focus()` (React Aria's
// FocusScope). Chromium then puts the caret at the very start of the body, because the document's
// selection had moved into the dialog, and the editor takes that as the caret's new place: the
// next key typed lands in the first block. The editor's own focus puts the caret back where the
// editor last had it (as the toolbar's buttons do), so a script's `focus()` of the text goes
// through it. Tab and clicks do not call `focus()` and keep the browser's own placement.
import {useEditor} from '@portabletext/editor'
import {useEffect, type RefObject} from 'react'

export function FocusKeepsCaret({editable}: {editable: RefObject<HTMLElement | null>}) {
  const editor = useEditor()
  useEffect(() => {
    const host = editable.current
    if (!host) return
    const plainFocus = HTMLElement.prototype.focus
    // The editor's focus calls `focus()` on the host itself, once its caret is in place.
    let inEditorFocus = false
    host.focus = (options?: FocusOptions) => {
      if (inEditorFocus) return plainFocus.call(host, options)
      inEditorFocus = true
      try {
        editor.send({type: 'focus'})
      } finally {
        inEditorFocus = false
      }
      // The editor declines while it believes it has focus or is read-only; focus is still owed.
      if (host.ownerDocument.activeElement !== host) plainFocus.call(host, options)
    }
    return () => {
      delete (host as Partial<HTMLElement>).focus
    }
  }, [editor, editable])
  return null
}
