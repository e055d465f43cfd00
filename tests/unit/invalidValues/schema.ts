// A small schema for the invalid-value tests, and a way to apply a fix as the pair would.
import {applyLocalPatches} from '../../../core/editing/localPatches.ts'
import type {InvalidValueFix} from '../../../core/invalidValues/index.ts'
import type {SanityDocument} from '../../../core/lake/types.ts'
import {compileSchema, type CompiledType} from '../../../core/schema/index.ts'
import type {SchemaTypeDefinition} from '../../../core/schema/definitions.ts'

const types = [
  {name: 'seo', type: 'object', fields: [{name: 'title', type: 'string'}]},
  {
    name: 'page',
    type: 'document',
    fields: [
      {name: 'title', type: 'string'},
      {name: 'count', type: 'number'},
      {name: 'flag', type: 'boolean'},
      {name: 'day', type: 'date'},
      {name: 'publishedAt', type: 'datetime'},
      {name: 'seo', type: 'seo'},
      {name: 'tags', type: 'array', of: [{type: 'string'}]},
      {name: 'numbers', type: 'array', of: [{type: 'number'}]},
      {name: 'cards', type: 'array', of: [{name: 'card', type: 'object', fields: [{name: 'heading', type: 'string'}]}]},
      {name: 'blocks', type: 'array', of: [{type: 'seo'}, {name: 'quote', type: 'object', fields: [{name: 'text', type: 'string'}]}]},
      {name: 'body', type: 'array', of: [{type: 'block'}]},
    ],
  },
] as unknown as SchemaTypeDefinition[]

export const schema = compileSchema(types).schema
export const page = schema.get('page')!

export function fieldType(name: string): CompiledType {
  return page.fields.find((field) => field.name === name)!.type
}

/** The document after a fix, applied through the same patch code the pair uses. */
export function applyFix(doc: Record<string, unknown>, fix: InvalidValueFix): Record<string, unknown> {
  return applyLocalPatches({_id: 'drafts.p', _type: 'page', ...doc} as unknown as SanityDocument, fix.patches) as unknown as Record<string, unknown>
}
