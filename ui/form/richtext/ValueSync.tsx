// The editor and the document pair kept in step. Local edits leave through the editor's `patch`
// events, each moved under the field's path (core/richtext/editorPatches.ts) and applied to EDGE
// at once. EDGE comes back here as the field's value and is handed to the editor as `update value`:
// blocks someone else added or removed, and text merged from someone else, go first as remote
// patches by key (so carets stay in their blocks and move with the text), then
// the editor diffs the value against the last one it was given and re-syncs only the blocks that
// differ, and defers that while local changes are in flight, so a remote edit in another block
// leaves the caret where it is. Our own echo is not handed over while typing goes on.
import {useEditor, type EditorEmittedEvent, type EditorSelection, type Patch, type PortableTextBlock} from '@portabletext/editor'
import {EventListenerPlugin} from '@portabletext/editor/plugins'
import {useCallback, useEffect, useMemo, useRef} from 'react'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import type {LocalPatch} from '../../../core/editing/index.ts'
import type {Path} from '../../../core/editing/paths.ts'
import {EditorPatchError, localPatchesOf, type EditorPatch} from '../../../core/richtext/editorPatches.ts'
import {unplacedSpanDiffs} from '../../../core/richtext/unplacedSpanDiffs.ts'
import {RICH_TEXT_ECHO_REFRESH_MS, RICH_TEXT_REMOTE_QUIET_MS} from '../../../core/richtext/constants.ts'
import {selectionAcrossRecut, selectionAcrossSplit} from '../../../core/richtext/caretAcrossRecut.ts'
import {remoteBlockPatches} from '../../../core/richtext/remoteBlockPatches.ts'
import {remoteSpanPatches, remoteTextPatches} from '../../../core/richtext/remoteTextPatches.ts'
import {createSameBlocks} from '../../../core/richtext/sameBlocks.ts'
import {showErrorToast, showToast} from '../../app/toasts.ts'
import {typingPause} from '../../app/typingPause.ts'
import {useForm} from '../formContext.ts'
import {useValueAt} from '../useFieldState.ts'

interface ValueSyncProps {
  path: Path
  readOnly: boolean
  /** The patches that create the objects holding the field, when it is nested. */
  ancestors: readonly LocalPatch[]
  edit: (patches: LocalPatch[]) => void
}

/** Whether the point's block holds a child with the point's key. */
function hasSpan(value: readonly PortableTextBlock[] | undefined, point: {path: readonly unknown[]}): boolean {
  const [blockSegment, , childSegment] = point.path as [{_key?: unknown}?, unknown?, {_key?: unknown}?]
  const block = value?.find((b) => b._key === blockSegment?._key) as {children?: {_key?: unknown}[]} | undefined
  return Boolean(block?.children?.some((child) => child._key === childSegment?._key))
}

export function ValueSync({path, readOnly, ancestors, edit}: ValueSyncProps) {
  const editor = useEditor()
  const value = useValueAt(path)
  const {values} = useForm()
  const sameBlocks = useMemo(createSameBlocks, [])
  // When someone else last changed the field (ms, performance.now()); a body still being set up
  // differs from the value without anyone else's doing.
  const remoteAt = useRef(-Infinity)
  const ready = useRef(false)
  // Where the caret goes once the editor has taken a value that re-cuts the spans of its block
  // (someone else marked a word there): the editor keeps the span and clamps the offset.
  const caretAfterSync = useRef<EditorSelection | undefined>(undefined)
  // The patches of one editor operation (Enter splitting a block, a mark re-cutting spans, Backspace
  // joining two blocks) come as several `patch` events in one task: they are handed over together,
  // so the pair sends them in one transaction (ED-PT-064). Others saw the text cut away in between.
  const queued = useRef<EditorPatch[]>([])
  const handOver = useRef<() => void>(() => {})
  useEffect(() => {
    // What the editor did is in EDGE before its value is compared with EDGE.
    handOver.current()
    // Text merged from someone else goes in as remote patches first, so carets move with it; the
    // latest EDGE is read here (not the rendered value) so that a key typed since that render is
    // never taken for a deletion. The rest of the change follows as `update value`.
    const latest = values.valueAt(path) as PortableTextBlock[] | undefined
    const shown = editor.getSnapshot().context.value
    // The echo of the editor's own patches says nothing new, yet the editor would compare the
    // whole body twice to find that out (ED-PT-060): it is held back while the keys keep coming.
    // Not while someone else edits the field too: the editor merges their text and ours only when
    // it is handed every value (two people typing in one paragraph lost their order without).
    const echo = sameBlocks(latest, shown)
    if (!echo && ready.current) remoteAt.current = performance.now()
    if (echo && ready.current && performance.now() - remoteAt.current > RICH_TEXT_REMOTE_QUIET_MS) {
      // The editor judges the next value against the last one it was given: once typing pauses
      // it gets the echo after all, so that a later value equal to an older one (someone undoing
      // this change) is still seen as new.
      const refresh = setTimeout(() => editor.send({type: 'update value', value: values.valueAt(path) as PortableTextBlock[] | undefined}), RICH_TEXT_ECHO_REFRESH_MS)
      return () => clearTimeout(refresh)
    }
    // Blocks added or removed go in by key too: the editor's update would rewrite every block
    // after them by index, and a caret in one of those went to the start of the body.
    // The value's blocks are the lake's JSON, the editor's patch type only names them its way.
    // A block someone else re-cut (marked a word in it) goes in by span key as well: the editor
    // defers a value while its own keys are in flight, and its next keys went to the old span.
    const patches = [...remoteBlockPatches(shown, latest), ...remoteTextPatches(shown, latest), ...remoteSpanPatches(shown, latest)] as Patch[]
    const selection = editor.getSnapshot().context.selection
    // Set before the value goes in: the editor may report the change while taking it.
    const recut = selectionAcrossRecut(shown, latest, selection) as EditorSelection | undefined
    caretAfterSync.current = recut
    // The text behind the caret split off into a new block: the caret follows it, once it is there.
    const split = selectionAcrossSplit(shown, latest, selection) as EditorSelection | undefined
    if (patches.length > 0) editor.send({type: 'patches', patches, snapshot: latest})
    if (recut && patches.length > 0) {
      // The spans are in by key already: the caret goes to its place in them now, before the next key.
      const value = editor.getSnapshot().context.value
      const landed = [recut.anchor, recut.focus].every((point) => hasSpan(value, point))
      if (landed) editor.send({type: 'select', at: recut})
    }
    if (split) {
      const keys = new Set(editor.getSnapshot().context.value.map((block) => block._key))
      const landed = [split.anchor, split.focus].every((point) => keys.has((point.path[0] as {_key: string})._key))
      if (landed) editor.send({type: 'select', at: split})
      else caretAfterSync.current = split
    }
    editor.send({type: 'update value', value: latest})
    return undefined
  }, [editor, value, values, path, sameBlocks])
  const readOnlyNow = useRef(readOnly)
  readOnlyNow.current = readOnly
  useEffect(() => {
    editor.send({type: 'update readOnly', readOnly})
  }, [editor, readOnly])
  const {t} = useTranslation('form')
  const onEvent = useCallback(
    (event: EditorEmittedEvent) => {
      // A long body is still being set up when the field turns editable (an editor who activates
      // it at once): the editor drops `update readOnly` until it is ready, so say it again then.
      if (event.type === 'ready') {
        ready.current = true
        editor.send({type: 'update readOnly', readOnly: readOnlyNow.current})
        return
      }
      if (event.type === 'value changed') {
        const caret = caretAfterSync.current
        caretAfterSync.current = undefined
        if (caret) editor.send({type: 'select', at: caret})
        return
      }
      // ED-PT-044: what the editor cannot show is said in a toast with its level and description,
      // until the invalid-value panel with its repairs (ED-PT-042, ED-PT-043) exists.
      if (event.type === 'invalid value') {
        if (event.resolution && !event.resolution.autoResolve)
          showToast({status: 'warning', title: t('richtext.error.invalid-value'), description: event.resolution.description})
        return
      }
      if (event.type !== 'patch') return
      // A key typed before the value went in: the caret is where the editor put it.
      caretAfterSync.current = undefined
      // Typing here holds the background redraws (the document list after each save) as typing
      // into a text input does: one landing between two keys held the next key's frame back.
      typingPause.noteTyping()
      // The editor's patch type is the same union core/ spells out without importing it.
      queued.current.push(event.patch as EditorPatch)
      if (queued.current.length === 1) queueMicrotask(() => handOver.current())
    },
    [editor],
  )
  handOver.current = () => {
    const batch = queued.current
    if (batch.length === 0) return
    queued.current = []
    try {
      const patches = localPatchesOf(path, batch, ancestors)
      // A key typed at a span whose text someone else moved is moved with it (core/editing/retarget.ts);
      // one whose text is found nowhere, or more than once, the lake would skip: said, not hidden.
      const blocks = values.valueAt(path)
      const lost = Array.isArray(blocks) ? unplacedSpanDiffs(blocks, batch) : 0
      edit(patches)
      if (lost > 0) showErrorToast(t('richtext.error.not-stored'), t('richtext.error.unplaced', {count: lost}))
    } catch (error) {
      // A patch the form cannot address is a bug of the mapping, not of the user: keep the
      // editor going, and say that this change was not stored.
      if (!(error instanceof EditorPatchError)) throw error
      showErrorToast(t('richtext.error.not-stored'), error.message)
    }
  }
  // Patches still queued when the editor goes away are handed over all the same.
  useEffect(() => () => handOver.current(), [])
  return <EventListenerPlugin on={onEvent} />
}
