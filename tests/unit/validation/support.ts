// One field in a throwaway document type, validated the way a document is: what a field's rules
// say about a value, with the markers' paths starting at the field.
import {validateDocument, type ValidateDocumentOptions} from '../../../core/validation/index.ts'
import type {SchemaTypeDefinition} from '../../../core/schema/definitions.ts'

export async function checkField(field: Record<string, unknown>, value: unknown, options: ValidateDocumentOptions = {}, extraTypes: SchemaTypeDefinition[] = []) {
  const doc = {name: 'sample', type: 'document', fields: [{name: 'field', ...field}]} as SchemaTypeDefinition
  const document: Record<string, unknown> = {_id: 'drafts.d1', _type: 'sample'}
  if (value !== undefined) document.field = value
  return validateDocument(document, [doc, ...extraTypes], options)
}

/** Just the messages, for the common case of asserting what an editor reads. */
export async function messagesOf(field: Record<string, unknown>, value: unknown, options?: ValidateDocumentOptions, extraTypes?: SchemaTypeDefinition[]) {
  return (await checkField(field, value, options, extraTypes)).map((marker) => marker.message)
}
