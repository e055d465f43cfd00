// Edits inside a field's value (a slug's `current`, one axis of a geopoint, one tag) instead of
// replacing the whole value: a change to one part then travels as a patch of that part, merges
// with someone else's change to another part, and a typed text part squashes into a diff. Only
// for values that already exist: then the objects above them exist too, so the patches need not
// create them (a new value goes through the input's onChange, which does).
import {useContext} from 'react'
import type {LocalPatch} from '../../../core/editing/index.ts'
import type {Path} from '../../../core/editing/paths.ts'
import {FieldPathContext} from '../FieldMarkers.tsx'
import {useForm} from '../formContext.ts'

export type InnerEdit = (patches: (path: Path) => LocalPatch[]) => void

/** Applies patches built from the field's path; null outside a form field (no path to patch at). */
export function useInnerEdit(): InnerEdit | null {
  const {edit} = useForm()
  const path = useContext(FieldPathContext)
  return path ? (patches) => edit(patches(path)) : null
}
