// The editor's schema for a rich-text field: core's reading of the field's block definition handed
// to the editor's defineSchema, which checks and freezes its shape.
import {defineSchema} from '@portabletext/editor'
import {richTextSchemaOf, type RichTextSchema} from '../../../core/richtext/blockSchema.ts'
import type {CompiledType} from '../../../core/schema/index.ts'

export function editorSchemaOf(members: readonly CompiledType[]): {allowed: RichTextSchema; definition: ReturnType<typeof defineSchema>} {
  const allowed = richTextSchemaOf(members)
  return {allowed, definition: defineSchema(allowed)}
}
