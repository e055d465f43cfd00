// Which validation markers concern which block of a rich-text field (issue 16: markers on the
// blocks they concern). A marker anywhere inside a block — its own fields, a child, an inline
// object, an annotation in its markDefs — belongs to that block. Grouped in one pass over the
// markers, so a thousand blocks each asking for their own share cost one walk, not a thousand.
import {isKeySegment, pathKey, type Path} from '../editing/paths.ts'
import type {ValidationMarker} from '../validation/types.ts'

const NONE: readonly ValidationMarker[] = []

/** The markers inside each block of the field at `fieldPath`, by block key; markers on the field itself are not any block's. */
export function markersByBlock(markers: readonly ValidationMarker[], fieldPath: Path): ReadonlyMap<string, readonly ValidationMarker[]> {
  const byBlock = new Map<string, ValidationMarker[]>()
  const prefix = fieldPath.map((segment) => pathKey([segment]))
  for (const marker of markers) {
    if (marker.path.length <= fieldPath.length) continue
    if (!prefix.every((segment, i) => pathKey([marker.path[i]!]) === segment)) continue
    const block = marker.path[fieldPath.length]!
    if (!isKeySegment(block)) continue
    const list = byBlock.get(block._key)
    if (list) list.push(marker)
    else byBlock.set(block._key, [marker])
  }
  return byBlock
}

/**
 * A reader of one block's markers that groups each markers list once per field: the form hands
 * every block the same list, so all but the first block of a field find the grouping done.
 */
export function createBlockMarkersReader(): (markers: readonly ValidationMarker[], fieldPath: Path, blockKey: string) => readonly ValidationMarker[] {
  const groupings = new WeakMap<readonly ValidationMarker[], Map<string, ReadonlyMap<string, readonly ValidationMarker[]>>>()
  return (markers, fieldPath, blockKey) => {
    if (markers.length === 0) return NONE
    let byField = groupings.get(markers)
    if (!byField) groupings.set(markers, (byField = new Map()))
    const field = pathKey(fieldPath)
    let byBlock = byField.get(field)
    if (!byBlock) byField.set(field, (byBlock = markersByBlock(markers, fieldPath)))
    return byBlock.get(blockKey) ?? NONE
  }
}
