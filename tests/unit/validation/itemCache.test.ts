// Validation remembers what it found in each array item by the item's identity (ED-PT-060): a run
// after one block changed looks into that block only, and finds what a run without memory finds.
import {describe, expect, it} from 'vitest'
import type {SchemaTypeDefinition} from '../../../core/schema/definitions.ts'
import {createValidationCache, Rule, validateDocument} from '../../../core/validation/index.ts'

const article = {
  name: 'article',
  type: 'document',
  fields: [
    {name: 'body', type: 'array', of: [
      {type: 'block', marks: {annotations: [{type: 'object', name: 'link', fields: [{name: 'href', type: 'url', validation: (r: Rule) => r.required()}]}]}},
      {type: 'object', name: 'note', fields: [{name: 'text', type: 'string', validation: (r: Rule) => r.max(3)}]},
      {type: 'object', name: 'aside', fields: [{name: 'text', type: 'string', validation: (r: Rule) => r.custom((text, context) => ((context.document as {title?: string}).title === text ? 'Not the title' : true))}]},
    ]},
    {name: 'title', type: 'string'},
  ],
} as SchemaTypeDefinition
const types = [article]

type Item = Record<string, unknown>
const block = (key: string, text: string, link?: boolean): Item => ({
  _key: key, _type: 'block', style: 'normal',
  children: [{_key: `${key}s`, _type: 'span', text, marks: link ? [`${key}l`] : []}],
  markDefs: link ? [{_key: `${key}l`, _type: 'link'}] : [],
})

/** The item, counting how often validation reads into it. */
function watched(item: Item, reads: Map<string, number>): Item {
  return new Proxy(item, {
    get(target, property) {
      if (property === 'children' || property === 'text') reads.set(String(target._key), (reads.get(String(target._key)) ?? 0) + 1)
      return Reflect.get(target, property)
    },
  })
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('validation with an item cache (ED-PT-060)', () => {
  it('does not walk an unchanged item again, walks a changed one, and finds the same markers', async () => {
    const reads = new Map<string, number>()
    const body = [watched(block('a', 'one', true), reads), watched(block('b', 'two'), reads), watched({_key: 'n', _type: 'note', text: 'long'}, reads)]
    const cache = createValidationCache()
    const first = await validateDocument({_id: 'drafts.x', _type: 'article', body}, types, {cache})
    expect(first).toMatchObject([
      {message: 'Required', path: ['body', {_key: 'a'}, 'markDefs', {_key: 'al'}, 'href']},
      {message: 'Must be at most 3 characters long', path: ['body', {_key: 'n'}, 'text']},
    ])
    await settled()
    reads.clear()
    // A keystroke in block b: a new object for it, the others the same objects.
    const edited = [body[0]!, watched(block('b', 'two!'), reads), body[2]!]
    const second = await validateDocument({_id: 'drafts.x', _type: 'article', body: edited}, types, {cache})
    expect([...reads.keys()]).toEqual(['b'])
    expect(second).toEqual(await validateDocument({_id: 'drafts.x', _type: 'article', body: edited}, types))
  })

  it('walks an item again when it moved, and one whose check read the document every time', async () => {
    const reads = new Map<string, number>()
    const note = watched({_type: 'note', text: 'long'}, reads)
    const aside = watched({_key: 's', _type: 'aside', text: 'Hello'}, reads)
    const cache = createValidationCache()
    await validateDocument({_id: 'drafts.x', _type: 'article', body: [note, aside], title: 'Other'}, types, {cache})
    await settled()
    reads.clear()
    // The keyless note is now second, so its path (by index) changed; the aside's rule reads the title.
    const markers = await validateDocument({_id: 'drafts.x', _type: 'article', body: [aside, note], title: 'Hello'}, types, {cache})
    expect(reads.get('undefined')).toBeGreaterThan(0)
    expect(reads.get('s')).toBeGreaterThan(0)
    expect(markers).toMatchObject([
      {message: 'Not the title', path: ['body', {_key: 's'}, 'text']},
      {message: 'Must be at most 3 characters long', path: ['body', 1, 'text']},
    ])
  })
})
