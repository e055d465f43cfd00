// What validation found in each array item, remembered by the item's object identity (ED-PT-060):
// the document store keeps an item the edit did not touch the very same object, so a run after a
// keystroke in one block of a thousand looks into that one block and answers the others from here.
// An item is remembered only when what was found depends on nothing but the item itself, its
// member type, its place and the locale: never after a custom validator (it may read the document),
// a reference or slug check (they ask the lake, whose answer may change), a constraint read from a
// sibling field, or a check that failed.
import type {ValidationMarker} from './types.ts'

interface Entry {
  member: object
  locale: string
  place: string
  markers: ValidationMarker[]
}

export interface ValidationCache {
  /** The markers found in this item the last time, if its type, place and locale are the same. */
  lookup(item: object, member: object, locale: string, place: string): ValidationMarker[] | undefined
  remember(item: object, member: object, locale: string, place: string, markers: ValidationMarker[]): void
}

/** One per open document; it lets go of an item as soon as the document does. */
export function createValidationCache(): ValidationCache {
  const entries = new WeakMap<object, Entry>()
  return {
    lookup(item, member, locale, place) {
      const entry = entries.get(item)
      return entry && entry.member === member && entry.locale === locale && entry.place === place ? entry.markers : undefined
    },
    remember(item, member, locale, place, markers) {
      entries.set(item, {member, locale, place, markers})
    },
  }
}
