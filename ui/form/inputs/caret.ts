// Keeps the caret where the editor left it when someone else's edit changes the text of a focused
// input (EDITING-MODEL.md, rebase: "the form shows the result, with the caret kept in place").
import {useLayoutEffect, useRef, type RefObject} from 'react'

/** Where an offset in `before` lands in `after`, for a single changed region between them. */
export function mapOffset(before: string, after: string, offset: number): number {
  let prefix = 0
  while (prefix < before.length && prefix < after.length && before[prefix] === after[prefix]) prefix++
  if (offset <= prefix) return offset
  let suffix = 0
  while (
    suffix < before.length - prefix &&
    suffix < after.length - prefix &&
    before[before.length - 1 - suffix] === after[after.length - 1 - suffix]
  ) {
    suffix++
  }
  if (offset >= before.length - suffix) return offset + after.length - before.length
  return after.length - suffix
}

/**
 * Writes `text` into an input that owns its text (no React value), mapping a focused input's
 * selection through the change.
 */
export function showTextKeepingCaret(element: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  const before = element.value
  if (before === text) return
  const focused = element.ownerDocument.activeElement === element
  const {selectionStart, selectionEnd} = element
  element.value = text
  if (focused && selectionStart !== null && selectionEnd !== null) {
    element.setSelectionRange(mapOffset(before, text, selectionStart), mapOffset(before, text, selectionEnd))
  }
}

/**
 * Call during render with the value about to be shown. When it differs from what the focused
 * element holds, the selection is mapped through the change and restored after React writes it.
 */
export function useCaretKeeper(ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>, value: string): void {
  const pending = useRef<[number, number] | null>(null)
  const element = ref.current
  if (element && element.value !== value && element.ownerDocument.activeElement === element) {
    const {selectionStart, selectionEnd} = element
    if (selectionStart !== null && selectionEnd !== null) {
      pending.current = [mapOffset(element.value, value, selectionStart), mapOffset(element.value, value, selectionEnd)]
    }
  }
  useLayoutEffect(() => {
    const selection = pending.current
    pending.current = null
    if (selection && ref.current && ref.current.ownerDocument.activeElement === ref.current) {
      ref.current.setSelectionRange(selection[0], selection[1])
    }
  })
}
