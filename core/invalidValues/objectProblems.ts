// Fields stored on an object that its type does not declare (editing seed §2 'a warning panel
// lists unknown fields, each with a remove button'; §5 'Field X does not exist on type Y').
// `_`-prefixed keys are the lake's and the editor's own (`_id`, `_type`, `_key`, `_weak`).
import type {Path} from '../editing/paths.ts'
import type {CompiledType} from '../schema/compiledType.ts'
import type {IntrinsicTypeName} from '../schema/definitions.ts'
import {unset} from './patches.ts'
import {INVALID_VALUE_MESSAGES as MESSAGES, type InvalidValueProblem} from './problems.ts'

/**
 * The object kinds whose keys are all declared fields. References and blocks carry keys of their
 * own (`_ref`, `children`, `markDefs`) that their own inputs look after.
 */
const CHECKED: ReadonlySet<IntrinsicTypeName> = new Set(['object', 'document', 'image', 'file', 'geopoint', 'slug'])

/** Keys an asset value carries besides its declared fields (as document validation allows them). */
const ASSET_KEYS: Partial<Record<IntrinsicTypeName, ReadonlySet<string>>> = {
  image: new Set(['asset', 'hotspot', 'crop', 'media']),
  file: new Set(['asset', 'media']),
}

export function unknownFieldProblems(value: Record<string, unknown>, type: CompiledType, path: Path): InvalidValueProblem[] {
  if (!CHECKED.has(type.intrinsic)) return []
  const declared = new Set(type.fields.map((field) => field.name))
  const extra = ASSET_KEYS[type.intrinsic]
  // The document's type is named by its own `_type`; an inline object field by its field's type.
  const typeName = typeof value._type === 'string' && value._type ? value._type : type.name
  return Object.keys(value)
    .filter((key) => !key.startsWith('_') && !declared.has(key) && !extra?.has(key))
    .map((field) => ({
      code: 'UNKNOWN_FIELD',
      path: [...path, field],
      message: MESSAGES.unknownField(field, typeName),
      params: {field, type: typeName},
      value: value[field],
      fixes: [{kind: 'remove-field', patches: unset([...path, field])}],
    }))
}
