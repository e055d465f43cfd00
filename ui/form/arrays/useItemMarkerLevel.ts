// The highest validation level inside one array item, for its card's tone; a card re-renders only
// when that level changes, not on every validation run.
import type {Path} from '../../../core/editing/paths.ts'
import {highestLevel, markersWithin} from '../../../core/validation/markers.ts'
import type {ValidationLevel} from '../../../core/validation/types.ts'
import {useMarkers} from '../useMarkers.ts'

export function useItemMarkerLevel(arrayPath: Path, key: string): ValidationLevel | null {
  return useMarkers((markers) => highestLevel(markersWithin(markers, [...arrayPath, {_key: key}])))
}
