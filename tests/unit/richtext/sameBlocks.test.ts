// The echo check of the rich-text field: the field's value against the editor's, block by block,
// comparing a pair of blocks once and remembering it by identity.
import {describe, expect, it} from 'vitest'
import {createSameBlocks, sameJson} from '../../../core/richtext/sameBlocks.ts'

const block = (key: string, text: string) => ({_type: 'block', _key: key, style: 'normal', markDefs: [], children: [{_type: 'span', _key: `${key}s`, text, marks: []}]})

describe('same blocks', () => {
  it('takes structurally equal values for the same, whatever the objects', () => {
    const same = createSameBlocks()
    expect(same([block('a', 'one'), block('b', 'two')], [block('a', 'one'), block('b', 'two')])).toBe(true)
    expect(same(undefined, [])).toBe(true)
  })

  it('sees a changed text, a changed order, a missing block and an extra property', () => {
    const same = createSameBlocks()
    expect(same([block('a', 'one')], [block('a', 'one!')])).toBe(false)
    expect(same([block('a', 'x'), block('b', 'y')], [block('b', 'y'), block('a', 'x')])).toBe(false)
    expect(same([block('a', 'x')], [block('a', 'x'), block('b', 'y')])).toBe(false)
    expect(same([{...block('a', 'x'), listItem: 'bullet'}], [block('a', 'x')])).toBe(false)
    expect(same(undefined, [block('a', 'x')])).toBe(false)
  })

  it('counts a property set to undefined as absent', () => {
    expect(sameJson({a: 1, b: undefined}, {a: 1})).toBe(true)
  })

  it('compares a pair of blocks once, then by identity', () => {
    const same = createSameBlocks()
    const stored = block('a', 'one')
    const shown = block('a', 'one')
    expect(same([stored], [shown])).toBe(true)
    // The remembered pair is not looked into again: had it been, this change would show.
    stored.children[0]!.text = 'changed behind its back'
    expect(same([stored], [shown])).toBe(true)
    // A new object on either side is compared afresh.
    expect(same([block('a', 'changed behind its back')], [shown])).toBe(false)
  })
})
