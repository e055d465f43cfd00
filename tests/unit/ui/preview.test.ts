// Previews of documents and array items from their type: `select` + `prepare` when given, the
// title/name/label fallback, and for a type without those a field that names it (ED-PREV-010).
import {describe, expect, test} from 'vitest'
import type {DocumentDefinition} from '../../../core/schema/index.ts'
import {previewOf, selectionOf} from '../../../ui/structure/preview.ts'

const preview = (type: object, value: Record<string, unknown>) => {
  const definition = type as DocumentDefinition
  return previewOf(definition.preview, selectionOf(definition, value))
}

describe('previews of a type', () => {
  test("an item type without a preview is titled by its heading, so two cards read differently", () => {
    const card = {name: 'card', type: 'object', fields: [{name: 'heading', type: 'string'}, {name: 'image', type: 'image'}]}
    expect(preview(card, {_type: 'card', heading: 'Rivers'}).title).toBe('Rivers')
    expect(preview(card, {_type: 'card', heading: 'Lakes'}).title).toBe('Lakes')
  })

  test('without a likely name, the first text field titles it; with no text field there is no title', () => {
    expect(preview({name: 'step', type: 'object', fields: [{name: 'count', type: 'number'}, {name: 'instruction', type: 'text'}]}, {instruction: 'Stir'}).title).toBe('Stir')
    expect(preview({name: 'point', type: 'object', fields: [{name: 'x', type: 'number'}]}, {x: 1}).title).toBeNull()
  })

  test('title, name or label win when the type has them', () => {
    const person = {name: 'person', type: 'object', fields: [{name: 'heading', type: 'string'}, {name: 'name', type: 'string'}]}
    expect(preview(person, {heading: 'Ignored', name: 'Ada'}).title).toBe('Ada')
  })

  test("a type's select and prepare decide when given", () => {
    const quote = {
      name: 'quote',
      type: 'object',
      fields: [{name: 'text', type: 'text'}, {name: 'by', type: 'string'}],
      preview: {select: {text: 'text', by: 'by'}, prepare: ({text, by}: Record<string, string>) => ({title: `“${text}”`, subtitle: by})},
    }
    expect(preview(quote, {text: 'Go', by: 'Ada'})).toEqual({title: '“Go”', subtitle: 'Ada'})
  })
})
