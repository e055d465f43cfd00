// The patches of 'add keys' (ED-ARR-042): a list whose items lack keys usually came from outside
// the studio (an import, a script), and then its items' own lists lack them too: a block's spans
// and mark definitions, a card's links. One fix gives a key to every object item at any depth
// that has none, so the list is not left half repaired behind a second panel; nothing else changes.
import {randomKey} from '../documents/keys.ts'
import {ownKeyOf} from '../documents/uniqueKeys.ts'
import type {LocalPatch} from '../editing/localPatches.ts'
import type {Path} from '../editing/paths.ts'
import {itemSegment} from './patches.ts'
import {isPlainObject} from './problems.ts'

/** A `set` of a new `_key` for each object item without one in `items` and in everything below. */
export function missingKeyPatches(items: readonly unknown[], path: Path, newKey: () => string = randomKey): LocalPatch[] {
  const patches: LocalPatch[] = []
  walkList(items, path)
  return patches

  function walkList(list: readonly unknown[], at: Path): void {
    list.forEach((item, index) => {
      // Addressed by index until it has a key: the fix is applied at once, so no index moves.
      const itemPath = [...at, itemSegment(list, index)]
      if (isPlainObject(item) && ownKeyOf(item) === undefined) patches.push({type: 'set', path: [...itemPath, '_key'], value: newKey()})
      walk(item, itemPath)
    })
  }

  function walk(value: unknown, at: Path): void {
    if (Array.isArray(value)) walkList(value, at)
    else if (isPlainObject(value)) for (const [name, field] of Object.entries(value)) walk(field, [...at, name])
  }
}
