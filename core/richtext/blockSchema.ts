// What a rich-text field allows, read from its schema: the `block` member's styles, lists,
// decorators and annotations, its inline objects, and the array's other members as block objects.
// Plain data in the editor's schema-definition shape (names and titles), so the UI hands it to the
// editor unchanged and core/ stays free of the editor library.
import type {CompiledType} from '../schema/index.ts'

export {isRichTextArray} from './isRichTextArray.ts'

export interface NamedDefinition {
  name: string
  title?: string
}

export interface ObjectDefinition extends NamedDefinition {
  fields: {name: string; type: 'string' | 'number' | 'boolean' | 'object'}[]
}

export interface RichTextSchema {
  styles: NamedDefinition[]
  lists: NamedDefinition[]
  decorators: NamedDefinition[]
  annotations: ObjectDefinition[]
  inlineObjects: ObjectDefinition[]
  blockObjects: ObjectDefinition[]
}

// The block type's defaults when its definition names none (ED-PT-002 … ED-PT-005).
const DEFAULT_STYLES = ['normal', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote']
const DEFAULT_LISTS = ['bullet', 'number']
const DEFAULT_DECORATORS = ['strong', 'em', 'underline', 'strike-through', 'code']
const DEFAULT_ANNOTATIONS: ObjectDefinition[] = [{name: 'link', fields: [{name: 'href', type: 'string'}]}]

const FIELD_TYPES: Record<string, 'string' | 'number' | 'boolean'> = {
  string: 'string', text: 'string', url: 'string', email: 'string', slug: 'string', date: 'string', datetime: 'string',
  number: 'number', boolean: 'boolean',
}

function valuesOf(list: unknown, fallback: readonly string[]): NamedDefinition[] {
  if (!Array.isArray(list)) return fallback.map((name) => ({name}))
  return list.flatMap((item): NamedDefinition[] => {
    const {value, title} = (item ?? {}) as {value?: unknown; title?: unknown}
    if (typeof value !== 'string') return []
    return [typeof title === 'string' ? {name: value, title} : {name: value}]
  })
}

function fieldsOf(fields: unknown): ObjectDefinition['fields'] {
  if (!Array.isArray(fields)) return []
  return fields.flatMap((field) => {
    const {name, type} = (field ?? {}) as {name?: unknown; type?: unknown}
    if (typeof name !== 'string') return []
    return [{name, type: FIELD_TYPES[String(type)] ?? 'object'}]
  })
}

/** An annotation or object member, from its raw definition. */
function objectOf(definition: unknown): ObjectDefinition | null {
  const {name, type, title, fields} = (definition ?? {}) as {name?: unknown; type?: unknown; title?: unknown; fields?: unknown}
  const typeName = typeof name === 'string' ? name : typeof type === 'string' ? type : null
  if (!typeName) return null
  return {name: typeName, ...(typeof title === 'string' ? {title} : {}), fields: fieldsOf(fields)}
}

function compiledObjectOf(type: CompiledType): ObjectDefinition {
  return {
    name: type.name,
    ...(type.title ? {title: type.title} : {}),
    fields: type.fields.map((field) => ({name: field.name, type: FIELD_TYPES[field.type.intrinsic] ?? 'object'})),
  }
}

/** The rich-text schema of an array type whose members include `block`. */
export function richTextSchemaOf(members: readonly CompiledType[]): RichTextSchema {
  const block = members.find((member) => member.intrinsic === 'block')
  const definition = (block?.definition ?? {}) as {styles?: unknown; lists?: unknown; marks?: {decorators?: unknown; annotations?: unknown}}
  const annotations = definition.marks?.annotations
  return {
    styles: valuesOf(definition.styles, DEFAULT_STYLES),
    lists: valuesOf(definition.lists, DEFAULT_LISTS),
    decorators: valuesOf(definition.marks?.decorators, DEFAULT_DECORATORS),
    annotations: Array.isArray(annotations) ? annotations.flatMap((annotation) => objectOf(annotation) ?? []) : DEFAULT_ANNOTATIONS,
    inlineObjects: (block?.of ?? []).map(compiledObjectOf),
    blockObjects: members.filter((member) => member.intrinsic !== 'block').map(compiledObjectOf),
  }
}
