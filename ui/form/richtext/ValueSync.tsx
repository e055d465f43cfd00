// The editor and the document pair kept in step. Local edits leave through the editor's `patch`
// events, each moved under the field's path (core/richtext/editorPatches.ts) and applied to EDGE
// at once. EDGE comes back here as the field's value and is handed to the editor as `update value`:
// the editor diffs it against the last value it was given and re-syncs only the blocks that
// differ, and defers that while local changes are in flight, so a remote edit in another block
// leaves the caret where it is, and our own echo changes nothing.
import {useEditor, type EditorEmittedEvent, type PortableTextBlock} from '@portabletext/editor'
import {EventListenerPlugin} from '@portabletext/editor/plugins'
import {useCallback, useEffect} from 'react'
import type {LocalPatch} from '../../../core/editing/index.ts'
import type {Path} from '../../../core/editing/paths.ts'
import {EditorPatchError, localPatchesOf, type EditorPatch} from '../../../core/richtext/editorPatches.ts'

interface ValueSyncProps {
  path: Path
  value: PortableTextBlock[] | undefined
  readOnly: boolean
  /** The patches that create the objects holding the field, when it is nested. */
  ancestors: readonly LocalPatch[]
  edit: (patches: LocalPatch[]) => void
}

export function ValueSync({path, value, readOnly, ancestors, edit}: ValueSyncProps) {
  const editor = useEditor()
  useEffect(() => {
    editor.send({type: 'update value', value})
  }, [editor, value])
  useEffect(() => {
    editor.send({type: 'update readOnly', readOnly})
  }, [editor, readOnly])
  const onEvent = useCallback(
    (event: EditorEmittedEvent) => {
      if (event.type !== 'patch') return
      try {
        // The editor's patch type is the same union core/ spells out without importing it.
        edit(localPatchesOf(path, [event.patch as EditorPatch], ancestors))
      } catch (error) {
        // A patch the form cannot address is a bug of the mapping, not of the user: keep the
        // editor going and say so where a developer looks.
        if (!(error instanceof EditorPatchError)) throw error
        console.error('Rich-text edit not stored:', error.message)
      }
    },
    [edit, path, ancestors],
  )
  return <EventListenerPlugin on={onEvent} />
}
