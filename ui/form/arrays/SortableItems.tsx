// Reordering by pointer or keyboard (ED-ARR-010): a drag handle lifts an item with the pointer or
// with Space, the arrows move it, Space drops it and Escape puts it back. The drop becomes one move
// of the array (unset + insert by key). Object arrays move by keyboard on positions instead
// (useKeyboardMove.ts), which reaches rows a virtualised list has not mounted; they leave the
// keyboard sensor out.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type ScreenReaderInstructions,
} from '@dnd-kit/core'
import {rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy} from '@dnd-kit/sortable'
import type {ReactNode} from 'react'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'

interface SortableItemsProps {
  /** The items' ids in order: keys, or positions for primitive items. */
  ids: readonly string[]
  layout: 'list' | 'grid'
  titleOf: (key: string) => string
  onMove: (from: number, to: number) => void
  /** False when the items' handles move by keyboard on their own. */
  keyboardSensor?: boolean
  children: ReactNode
}

/** A pointer must travel this far before a press on the handle becomes a drag. */
const DRAG_DISTANCE_PX = 4

export function SortableItems({ids, layout, titleOf, onMove, keyboardSensor = true, children}: SortableItemsProps) {
  const {t} = useTranslation('form')
  const pointer = useSensor(PointerSensor, {activationConstraint: {distance: DRAG_DISTANCE_PX}})
  const keyboard = useSensor(KeyboardSensor, {coordinateGetter: sortableKeyboardCoordinates})
  const sensors = useSensors(pointer, keyboardSensor ? keyboard : null)
  const positionOf = (id: unknown) => ids.indexOf(String(id)) + 1
  const announcements: Announcements = {
    onDragStart: ({active}) => t('array.drag-start', {title: titleOf(String(active.id))}),
    onDragOver: ({active, over}) =>
      over ? t('array.drag-over', {title: titleOf(String(active.id)), position: positionOf(over.id), count: ids.length}) : undefined,
    onDragEnd: ({active, over}) =>
      t('array.drag-end', {title: titleOf(String(active.id)), position: positionOf(over?.id ?? active.id), count: ids.length}),
    onDragCancel: ({active}) => t('array.drag-cancel', {title: titleOf(String(active.id))}),
  }
  const instructions: ScreenReaderInstructions = {draggable: t('array.drag-instructions')}
  const onDragEnd = ({active, over}: DragEndEvent) => {
    if (!over || active.id === over.id) return
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)))
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{announcements, screenReaderInstructions: instructions}}>
      <SortableContext items={ids as string[]} strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  )
}
