// Keyboard reordering of an object array (ED-ARR-014). dnd-kit's keyboard sensor moves an item
// among the rows it can measure, and a virtualised list mounts only some of them, so a lifted item
// stopped at the edge of the mounted window. Here a move is a position: Space on a handle lifts
// the item, the arrows (a row in a grid), Page Up/Down and Home/End move it anywhere in the list,
// Space or Enter drops it as one move of the array, Escape or Tab puts it back. The list shows the
// item at its new place while lifted (the list scrolls it into view) and nothing is written until
// the drop. Each step is announced in the array's live region.
import {createContext, useCallback, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject} from 'react'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import {moved, type KeyedItem} from '../../../core/editing/arrayPatches.ts'
import {liftedKeyActionOf, moveTargetOf} from './keyboardMove.ts'

export interface KeyboardMove {
  /** The item lifted by keyboard, if any. */
  liftedKey: string | null
  onHandleKeyDown: (key: string, event: KeyboardEvent<HTMLElement>) => void
  onHandleBlur: (key: string, event: FocusEvent<HTMLElement>) => void
}

/** The cards' way to the array's keyboard move; absent where dnd-kit's own sensor is used. */
export const KeyboardMoveContext = createContext<KeyboardMove | null>(null)

interface Lift {
  key: string
  /** The position the item is shown at, in the list without it moved. */
  to: number
}

interface KeyboardMoveInput {
  items: readonly KeyedItem[]
  titleOf: (key: string) => string
  onMove: (from: number, to: number) => void
  /** Holds the cards; a lifted card's handle is refocused inside it after each move. */
  container: RefObject<HTMLElement | null>
}

export interface KeyboardMoveState {
  /** The items in the order to show: the lifted one at its new place. */
  shown: readonly KeyedItem[]
  /** Where the lifted item is shown, for the list to keep mounted and in view. */
  liftedIndex: number | null
  context: KeyboardMove
  announcement: string
}

/** A grid says how many columns it shows, so that up and down move a whole row. */
function columnsAround(element: HTMLElement): number {
  return Number(element.closest<HTMLElement>('[data-columns]')?.dataset.columns) || 1
}

export function useKeyboardMove({items, titleOf, onMove, container}: KeyboardMoveInput): KeyboardMoveState {
  const {t} = useTranslation('form')
  const [lift, setLiftState] = useState<Lift | null>(null)
  const [announcement, setAnnouncement] = useState('')
  // The handlers read the latest lift and items, so the context stays the same while moving.
  const liftRef = useRef(lift)
  const latest = useRef(items)
  latest.current = items
  const setLift = useCallback((next: Lift | null) => {
    liftRef.current = next
    setLiftState(next)
  }, [])

  const onHandleKeyDown = useCallback(
    (key: string, event: KeyboardEvent<HTMLElement>) => {
      const list = latest.current
      const from = list.findIndex((item) => item._key === key)
      if (from < 0) return
      const count = list.length
      const title = titleOf(key)
      const current = liftRef.current?.key === key ? liftRef.current : null
      if (!current) {
        if (event.key !== ' ' && event.key !== 'Enter') return
        event.preventDefault()
        setLift({key, to: from})
        setAnnouncement(t('array.move-start', {title, position: from + 1, count}))
        return
      }
      const to = Math.min(current.to, count - 1)
      const action = liftedKeyActionOf(event.key)
      if (action === 'drop') {
        event.preventDefault()
        setLift(null)
        if (to !== from) onMove(from, to)
        setAnnouncement(t('array.drag-end', {title, position: to + 1, count}))
        return
      }
      if (action === 'cancel') {
        // Escape must not also close the dialog the array may sit in; Tab still moves focus on.
        if (event.key === 'Escape') {
          event.preventDefault()
          event.stopPropagation()
        }
        setLift(null)
        setAnnouncement(t('array.drag-cancel', {title}))
        return
      }
      const target = moveTargetOf(event.key, to, count, columnsAround(event.currentTarget))
      if (target === null) return
      event.preventDefault()
      if (target === to) return
      setLift({key, to: target})
      setAnnouncement(t('array.drag-over', {title, position: target + 1, count}))
    },
    [onMove, setLift, t, titleOf],
  )

  // Focus taken elsewhere (a click, a screen reader's own move) puts the item back. A blur with no
  // new target is the handle's row being moved in the DOM by the move itself: it is refocused below.
  const onHandleBlur = useCallback(
    (key: string, event: FocusEvent<HTMLElement>) => {
      if (liftRef.current?.key !== key || event.relatedTarget === null) return
      setLift(null)
      setAnnouncement(t('array.drag-cancel', {title: titleOf(key)}))
    },
    [setLift, t, titleOf],
  )

  const from = lift ? items.findIndex((item) => item._key === lift.key) : -1
  const liftedIndex = lift && from >= 0 ? Math.min(lift.to, items.length - 1) : null
  const shown = useMemo(() => (liftedIndex === null ? items : moved(items, from, liftedIndex)), [items, from, liftedIndex])

  useLayoutEffect(() => {
    if (!lift) return
    const handle = container.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(lift.key)}"] [data-handle]`)
    const active = document.activeElement
    // Only focus the move itself lost: never pull focus back from where the user put it.
    const lost = active === null || active === document.body || container.current?.contains(active)
    if (handle && lost && active !== handle) handle.focus()
  })

  const context = useMemo<KeyboardMove>(() => ({liftedKey: lift?.key ?? null, onHandleKeyDown, onHandleBlur}), [lift?.key, onHandleKeyDown, onHandleBlur])
  return {shown, liftedIndex, context, announcement}
}
