// Blocks someone else added or removed reach the editor as keyed patches, so the blocks around them
// (and a caret in one) stay as they are; anything else is left to the editor's own update.
import {describe, expect, it} from 'vitest'
import {remoteBlockPatches, type RemoteBlockPatch} from '../../../core/richtext/remoteBlockPatches.ts'

const block = (key: string) => ({_type: 'block', _key: key, children: [{_type: 'span', _key: `${key}-s`, text: key, marks: []}]})
const blocks = (...keys: string[]) => keys.map(block)

/** What the editor holds once it applied the patches, by key. */
function applied(editor: {_key: string}[], patches: RemoteBlockPatch[]): string[] {
  const keys = editor.map((item) => item._key)
  for (const patch of patches) {
    const at = keys.indexOf(patch.path[0]._key)
    expect(at).toBeGreaterThanOrEqual(0)
    if (patch.type === 'unset') keys.splice(at, 1)
    else keys.splice(patch.position === 'after' ? at + 1 : at, 0, (patch.items[0] as {_key: string})._key)
  }
  return keys
}

describe('remote block patches', () => {
  it('remove what the value no longer holds and insert what it adds, each next to its neighbour', () => {
    const editor = blocks('a', 'b', 'c', 'd')
    const value = blocks('n0', 'a', 'c', 'n1', 'n2', 'd', 'n3')
    const patches = remoteBlockPatches(editor, value)
    expect(patches[0]).toEqual({type: 'unset', path: [{_key: 'b'}], origin: 'remote'})
    expect(patches[1]).toEqual({type: 'insert', path: [{_key: 'a'}], position: 'before', items: [value[0]], origin: 'remote'})
    expect(applied(editor, patches)).toEqual(['n0', 'a', 'c', 'n1', 'n2', 'd', 'n3'])
  })

  it('a first block removed with new ones put at the top', () => {
    const editor = blocks('a', 'b')
    expect(applied(editor, remoteBlockPatches(editor, blocks('x', 'y', 'b')))).toEqual(['x', 'y', 'b'])
  })

  it('give nothing when the same blocks are there, when blocks moved, or when every block is new', () => {
    expect(remoteBlockPatches(blocks('a', 'b'), blocks('a', 'b'))).toEqual([])
    expect(remoteBlockPatches(blocks('a', 'b', 'c'), blocks('c', 'a', 'b'))).toEqual([])
    expect(remoteBlockPatches(blocks('a', 'b'), blocks('x', 'y'))).toEqual([])
  })

  it('give nothing for keys missing or repeated, or a side empty or absent', () => {
    expect(remoteBlockPatches(blocks('a', 'b'), [block('a'), {_type: 'block'}])).toEqual([])
    expect(remoteBlockPatches(blocks('a', 'a'), blocks('a'))).toEqual([])
    expect(remoteBlockPatches(blocks('a'), blocks('a', 'b', 'b'))).toEqual([])
    expect(remoteBlockPatches([], blocks('a'))).toEqual([])
    expect(remoteBlockPatches(blocks('a'), undefined)).toEqual([])
    expect(remoteBlockPatches(undefined, blocks('a'))).toEqual([])
  })
})
