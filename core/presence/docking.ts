// Where a field's avatars go when the field is scrolled out of view (ED-PRES-005): docked at the
// form's top edge when the field is above (or within 20 px of) it, at the bottom edge when below.
import {PRESENCE_DOCK_THRESHOLD_PX} from './constants.ts'

export type DockEdge = 'top' | 'bottom' | null

/** `field` and `view` are vertical extents in the same coordinates (a bounding box's top and bottom). */
export function dockEdgeOf(field: {top: number; bottom: number}, view: {top: number; bottom: number}): DockEdge {
  if (field.bottom < view.top + PRESENCE_DOCK_THRESHOLD_PX) return 'top'
  if (field.top > view.bottom - PRESENCE_DOCK_THRESHOLD_PX) return 'bottom'
  return null
}
