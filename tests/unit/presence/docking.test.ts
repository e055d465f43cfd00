// Where a field's avatars dock (ED-PRES-005): above the view or within 20 px of its top, at the
// top; below or within 20 px of its bottom, at the bottom; otherwise on the field.
import {expect, test} from 'vitest'
import {dockEdgeOf, PRESENCE_DOCK_THRESHOLD_PX} from '../../../core/presence/index.ts'

const view = {top: 100, bottom: 700}

test('docks at the edge a field is past or within the threshold of', () => {
  expect(dockEdgeOf({top: 10, bottom: 50}, view)).toBe('top')
  expect(dockEdgeOf({top: 90, bottom: 100 + PRESENCE_DOCK_THRESHOLD_PX - 1}, view)).toBe('top')
  expect(dockEdgeOf({top: 90, bottom: 100 + PRESENCE_DOCK_THRESHOLD_PX}, view)).toBeNull()
  expect(dockEdgeOf({top: 300, bottom: 340}, view)).toBeNull()
  expect(dockEdgeOf({top: 700 - PRESENCE_DOCK_THRESHOLD_PX + 1, bottom: 720}, view)).toBe('bottom')
  expect(dockEdgeOf({top: 800, bottom: 840}, view)).toBe('bottom')
})
