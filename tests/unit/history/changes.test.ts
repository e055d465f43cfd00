// Field-by-field changes between two versions (core/history/changes.ts).
import {describe, expect, it} from 'vitest'
import {documentChanges, valueChange} from '../../../core/history/changes.ts'

describe('document changes', () => {
  it('lists the fields that differ with their authors, ignoring what the lake sets', () => {
    const before = {_id: 'a', _rev: 'r1', _type: 'article', title: 'Old title', views: 3, tags: ['x']}
    const after = {_id: 'a', _rev: 'r2', _type: 'article', title: 'New title', views: 3, summary: 'Hi'}
    const changes = documentChanges(before, after, new Map([['title', ['u1', 'u2']], ['summary', ['u2']]]))
    expect(changes.map((c) => [c.field, c.action, c.authors])).toEqual([
      ['title', 'changed', ['u1', 'u2']],
      ['summary', 'added', ['u2']],
      ['tags', 'removed', []],
    ])
    expect(changes[0].change).toEqual({kind: 'text', segments: [{op: 'delete', text: 'Old'}, {op: 'insert', text: 'New'}, {op: 'equal', text: ' title'}]})
  })

  it('arrays count items added, removed, moved and changed by key', () => {
    const before = [{_key: 'a', n: 1}, {_key: 'b', n: 2}, {_key: 'c', n: 3}]
    const after = [{_key: 'c', n: 3}, {_key: 'a', n: 9}, {_key: 'd', n: 4}]
    expect(valueChange(before, after)).toEqual({kind: 'array', added: 1, removed: 1, moved: 2, changed: 1})
  })

  it('objects of one type name their changed sub-fields; anything else is before and after', () => {
    expect(valueChange({_type: 'seo', a: 1, b: 2}, {_type: 'seo', a: 1, b: 3, c: 4})).toEqual({kind: 'object', fields: ['b', 'c']})
    expect(valueChange(1, 2)).toEqual({kind: 'value', before: 1, after: 2})
    expect(valueChange(true, undefined)).toEqual({kind: 'value', before: true, after: undefined})
  })

  it('no changes between equal versions', () => {
    expect(documentChanges({_id: 'a', _rev: '1', title: 'x'}, {_id: 'a', _rev: '2', title: 'x'})).toEqual([])
    expect(documentChanges(null, null)).toEqual([])
  })
})

describe('changes of references, assets and rich text', () => {
  it('a reference shows the documents it pointed to before and after', () => {
    expect(valueChange({_type: 'reference', _ref: 'a'}, {_type: 'reference', _ref: 'b'})).toEqual({kind: 'reference', before: 'a', after: 'b'})
    expect(valueChange(undefined, {_type: 'reference', _ref: 'b'})).toEqual({kind: 'reference', before: null, after: 'b'})
  })

  it('an image shows its asset before and after, with hotspot and crop', () => {
    const crop = {top: 0.1, bottom: 0, left: 0, right: 0}
    expect(valueChange({_type: 'image', asset: {_ref: 'image-a-1x1-png'}}, {_type: 'image', asset: {_ref: 'image-a-1x1-png'}, crop})).toEqual({
      kind: 'asset',
      before: {ref: 'image-a-1x1-png'},
      after: {ref: 'image-a-1x1-png', crop},
    })
  })

  it('rich text lists blocks added, removed and changed, with the words of each', () => {
    const block = (key: string, text: string) => ({_key: key, _type: 'block', children: [{_key: `${key}s`, _type: 'span', text}]})
    const change = valueChange([block('a', 'First line'), block('b', 'Second')], [block('a', 'First long line'), block('c', 'Third')])
    expect(change).toEqual({
      kind: 'blocks',
      moved: 0,
      blocks: [
        {key: 'k:a', action: 'changed', segments: [{op: 'equal', text: 'First '}, {op: 'insert', text: 'long '}, {op: 'equal', text: 'line'}]},
        {key: 'k:c', action: 'added', segments: [{op: 'insert', text: 'Third'}]},
        {key: 'k:b', action: 'removed', segments: [{op: 'delete', text: 'Second'}]},
      ],
    })
  })
})

describe('the hotspot on a cropped thumbnail', () => {
  it('is moved and scaled into the crop, clipped to it, and absent outside it', async () => {
    const {hotspotBox} = await import('../../../core/history/hotspotBox.ts')
    const whole = hotspotBox({x: 0.5, y: 0.5, width: 0.2, height: 0.4}, undefined)!
    // Fractions: compared to a few decimals, as floating point gives them.
    for (const [side, value] of Object.entries({left: 0.4, top: 0.3, width: 0.2, height: 0.4})) expect(whole[side as keyof typeof whole], side).toBeCloseTo(value)
    const cropped = hotspotBox({x: 0.5, y: 0.5, width: 0.2, height: 0.2}, {left: 0.25, right: 0.25, top: 0, bottom: 0})!
    expect(cropped.left).toBeCloseTo(0.3)
    expect(cropped.width).toBeCloseTo(0.4)
    expect(hotspotBox({x: 0.05, y: 0.5, width: 0.1, height: 0.1}, {left: 0.5, right: 0, top: 0, bottom: 0})).toBeNull()
    expect(hotspotBox(undefined, undefined)).toBeNull()
  })
})
