// A drop target for files (ED-UP-031, ED-UP-032, ED-UP-034): counts the drag's enters and leaves
// so crossing the target's children does not flicker it, judges the hovering files by type while
// they hover (accepted, rejected and the tone), and hands over the files of a drop (folders read)
// or of a paste (named when nameless). A target that takes no uploads still judges, in the
// critical tone, and drops nothing.
import {useCallback, useEffect, useMemo, useRef, useState, type ClipboardEvent, type DragEvent} from 'react'
import {hoverDepth, judgeHoveringItems, type HoverJudgement, type UploadTarget} from '../../../core/assets/droppedFiles.ts'
import {droppedFiles, pastedFiles} from '../../../adapters/files/dataTransferFiles.ts'

export interface FileDropHandlers {
  onDragEnter: (event: DragEvent) => void
  onDragOver: (event: DragEvent) => void
  onDragLeave: (event: DragEvent) => void
  onDrop: (event: DragEvent) => void
  onPaste: (event: ClipboardEvent) => void
}

export interface FileDrop {
  handlers: FileDropHandlers
  /** What hovers now, or null. */
  hovering: HoverJudgement | null
}

function hoveringItems(data: DataTransfer | null) {
  return Array.from(data?.items ?? []).map((item) => ({kind: item.kind, type: item.type}))
}

export function useFileDrop({targets, uploadsAllowed, onFiles}: {targets: readonly UploadTarget[]; uploadsAllowed: boolean; onFiles: (files: File[], how: 'drop' | 'paste') => void}): FileDrop {
  const depth = useRef(0)
  const [hovering, setHovering] = useState<HoverJudgement | null>(null)
  const latest = useRef({targets, uploadsAllowed, onFiles})
  latest.current = {targets, uploadsAllowed, onFiles}

  // A drop anywhere ends the drag for every target, also one whose drop an inner target took (an
  // image field in an array item's editor stops the drop there, yet the array saw the enters).
  // Deferred, so this target's own drop handler runs first.
  useEffect(() => {
    const reset = () =>
      setTimeout(() => {
        if (depth.current === 0) return
        depth.current = hoverDepth(depth.current, 'drop')
        setHovering(null)
      })
    window.addEventListener('drop', reset, true)
    window.addEventListener('dragend', reset, true)
    return () => {
      window.removeEventListener('drop', reset, true)
      window.removeEventListener('dragend', reset, true)
    }
  }, [])
  const onDragEnter = useCallback((event: DragEvent) => {
    const judged = judgeHoveringItems(hoveringItems(event.dataTransfer), latest.current.targets, latest.current.uploadsAllowed)
    if (!judged) return
    event.preventDefault()
    depth.current = hoverDepth(depth.current, 'enter')
    setHovering((shown) => (shown && shown.accepted === judged.accepted && shown.rejected === judged.rejected ? shown : judged))
  }, [])
  const onDragOver = useCallback((event: DragEvent) => {
    if (depth.current === 0) return
    // Taking the dragover is what lets the drop happen here.
    event.preventDefault()
    event.dataTransfer.dropEffect = latest.current.uploadsAllowed ? 'copy' : 'none'
  }, [])
  const onDragLeave = useCallback((event: DragEvent) => {
    if (depth.current === 0) return
    event.preventDefault()
    depth.current = hoverDepth(depth.current, 'leave')
    if (depth.current === 0) setHovering(null)
  }, [])
  const onDrop = useCallback((event: DragEvent) => {
    if (depth.current === 0) return
    event.preventDefault()
    // An array inside an array, or a field inside an array item: the innermost target takes it.
    event.stopPropagation()
    depth.current = hoverDepth(depth.current, 'drop')
    setHovering(null)
    if (!latest.current.uploadsAllowed) return
    // The entries must be taken now; reading them may finish later.
    droppedFiles(event.dataTransfer).then(
      (files) => files.length > 0 && latest.current.onFiles(files, 'drop'),
      (error: unknown) => console.warn('The dropped files could not be read:', error),
    )
  }, [])
  const onPaste = useCallback((event: ClipboardEvent) => {
    if (!latest.current.uploadsAllowed) return
    const files = pastedFiles(event.clipboardData)
    if (files.length === 0) return
    event.preventDefault()
    event.stopPropagation()
    latest.current.onFiles(files, 'paste')
  }, [])
  const handlers = useMemo(() => ({onDragEnter, onDragOver, onDragLeave, onDrop, onPaste}), [onDragEnter, onDragOver, onDragLeave, onDrop, onPaste])
  return {handlers, hovering}
}
