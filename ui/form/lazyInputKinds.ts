// Which of a document type's inputs are loaded on demand (lazyInputs.tsx), found by walking its
// fields the way the form will render them: nested objects and array members included.
import type {CompiledType} from '../../core/schema/index.ts'
import {inputKindOf, type InputKind} from './inputKind.ts'

/** The kinds whose inputs live in chunks of their own. */
export const LAZY_INPUT_KINDS: ReadonlySet<InputKind> = new Set(['date', 'datetime', 'richDate', 'array', 'primitiveArray', 'richText', 'reference', 'image', 'file', 'slug', 'geopoint', 'tags', 'select'])

export function lazyKindsOf(type: CompiledType): Set<InputKind> {
  const kinds = new Set<InputKind>()
  walkForm(type, (_, kind) => LAZY_INPUT_KINDS.has(kind) && kinds.add(kind))
  return kinds
}

/** Whether the form of `type` shows group tabs anywhere (its own or a nested field's), whose code is lazy too. */
export function showsGroups(type: CompiledType): boolean {
  const declares = (object: CompiledType) => Array.isArray(object.definition.groups) && object.definition.groups.length > 0
  let found = declares(type)
  // Image and file fields with fields of their own show their groups too.
  walkForm(type, (field) => {
    if (declares(field)) found = true
  })
  return found
}

/** Calls `visit` with every field's type and input kind, into nested objects and array members. */
function walkForm(type: CompiledType, visit: (type: CompiledType, kind: InputKind) => void): void {
  const seen = new Set<CompiledType>()
  const walk = (object: CompiledType) => {
    if (seen.has(object)) return
    seen.add(object)
    for (const field of object.fields) {
      const kind = inputKindOf({intrinsic: field.type.intrinsic, definition: field.type.definition as never}, field.type)
      visit(field.type, kind)
      if (kind === 'object') walk(field.type)
      if (kind === 'array') for (const member of field.type.of) walk(member)
    }
  }
  walk(type)
}
