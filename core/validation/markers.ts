// Reading markers for display: a field's own markers, the level that decides its icon and tone,
// and the summary counts (editing seed §2: "the highest level present decides").
import {pathKey, type Path} from '../editing/paths.ts'
import type {ValidationLevel, ValidationMarker} from './types.ts'

const RANK: Record<ValidationLevel, number> = {error: 3, warning: 2, info: 1}

/** The markers whose path is exactly `path` (a nested field shows its own). */
export function markersAt(markers: readonly ValidationMarker[], path: Path): ValidationMarker[] {
  const key = pathKey(path)
  return markers.filter((marker) => pathKey(marker.path) === key)
}

/** The markers at `path` or anywhere below it: what an array item's card sums up. */
export function markersWithin(markers: readonly ValidationMarker[], path: Path): ValidationMarker[] {
  const prefix = path.map((segment) => JSON.stringify(segment))
  return markers.filter((marker) => marker.path.length >= path.length && prefix.every((segment, i) => JSON.stringify(marker.path[i]) === segment))
}

export function highestLevel(markers: readonly ValidationMarker[]): ValidationLevel | null {
  let best: ValidationLevel | null = null
  for (const marker of markers) if (!best || RANK[marker.level] > RANK[best]) best = marker.level
  return best
}

/** Most severe first, then in document order: how the validation panel lists them. */
export function sortMarkers(markers: readonly ValidationMarker[]): ValidationMarker[] {
  return markers
    .map((marker, index) => ({marker, index}))
    .sort((a, b) => RANK[b.marker.level] - RANK[a.marker.level] || a.index - b.index)
    .map(({marker}) => marker)
}

export function sameMarkers(a: readonly ValidationMarker[], b: readonly ValidationMarker[]): boolean {
  return a.length === b.length && a.every((marker, i) => marker.level === b[i].level && marker.message === b[i].message && pathKey(marker.path) === pathKey(b[i].path))
}
