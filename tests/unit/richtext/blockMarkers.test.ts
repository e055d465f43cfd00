// Markers on the blocks they concern: every marker inside a block, and only those, is that block's.
import {describe, expect, it} from 'vitest'
import {createBlockMarkersReader, markersByBlock} from '../../../core/richtext/blockMarkers.ts'
import type {ValidationMarker} from '../../../core/validation/types.ts'

const marker = (path: ValidationMarker['path'], level: ValidationMarker['level'] = 'error'): ValidationMarker => ({level, message: `at ${JSON.stringify(path)}`, path})

describe('markers by block', () => {
  const markers = [
    marker(['body']),
    marker(['body', {_key: 'a'}, 'text']),
    marker(['body', {_key: 'a'}, 'markDefs', {_key: 'l1'}, 'href'], 'warning'),
    marker(['body', {_key: 'b'}, 'children', {_key: 'c1'}, 'product']),
    marker(['bodyTwo', {_key: 'a'}, 'text']),
    marker(['title']),
    marker(['body', 0, 'text']),
  ]

  it('gives each block every marker inside it, its children and annotations included', () => {
    const byBlock = markersByBlock(markers, ['body'])
    expect([...byBlock.keys()]).toEqual(['a', 'b'])
    expect(byBlock.get('a')!.map((m) => m.path)).toEqual([['body', {_key: 'a'}, 'text'], ['body', {_key: 'a'}, 'markDefs', {_key: 'l1'}, 'href']])
    expect(byBlock.get('b')!.map((m) => m.path)).toEqual([['body', {_key: 'b'}, 'children', {_key: 'c1'}, 'product']])
  })

  it('leaves out the field’s own markers, other fields (even ones whose name starts alike) and unkeyed paths', () => {
    const all = [...markersByBlock(markers, ['body']).values()].flat()
    expect(all).not.toContainEqual(marker(['body']))
    expect(all).not.toContainEqual(marker(['bodyTwo', {_key: 'a'}, 'text']))
    expect(all).not.toContainEqual(marker(['body', 0, 'text']))
  })

  it('finds a body nested in an object and an array item', () => {
    const nested = [marker(['sections', {_key: 's1'}, 'content', {_key: 'p'}, 'children', {_key: 'x'}])]
    expect(markersByBlock(nested, ['sections', {_key: 's1'}, 'content']).get('p')).toHaveLength(1)
    expect(markersByBlock(nested, ['sections', {_key: 's2'}, 'content']).size).toBe(0)
  })

  it('reads one block at a time from a grouping made once per markers list and field', () => {
    const read = createBlockMarkersReader()
    expect(read(markers, ['body'], 'a')).toHaveLength(2)
    // The same list answers from the same grouping: the same array for the same block.
    expect(read(markers, ['body'], 'a')).toBe(read(markers, ['body'], 'a'))
    expect(read(markers, ['body'], 'zzz')).toEqual([])
    // A new list is grouped anew.
    const fewer = markers.slice(2)
    expect(read(fewer, ['body'], 'a')).toHaveLength(1)
    expect(read(markers, ['bodyTwo'], 'a')).toHaveLength(1)
  })
})
