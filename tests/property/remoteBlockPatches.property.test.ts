// Whatever blocks someone else removed and added, the keyed patches take the editor's blocks to
// exactly the value's, in its order; a value that moved blocks gives none.
import fc from 'fast-check'
import {describe, expect, test} from 'vitest'
import {remoteBlockPatches, type RemoteBlockPatch} from '../../core/richtext/remoteBlockPatches.ts'

function applied(keys: string[], patches: RemoteBlockPatch[]): string[] {
  const result = [...keys]
  for (const patch of patches) {
    const at = result.indexOf(patch.path[0]._key)
    if (at < 0) throw new Error(`no block ${patch.path[0]._key}`)
    if (patch.type === 'unset') result.splice(at, 1)
    else result.splice(patch.position === 'after' ? at + 1 : at, 0, (patch.items[0] as {_key: string})._key)
  }
  return result
}

const toBlocks = (keys: string[]) => keys.map((_key) => ({_type: 'block', _key}))

describe('remote block patches', () => {
  test('removals and insertions anywhere end in the value, block for block', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({min: 0, max: 999}), {minLength: 1, maxLength: 30}),
        fc.array(fc.boolean(), {maxLength: 30}),
        fc.array(fc.tuple(fc.nat(), fc.integer({min: 1000, max: 1999})), {maxLength: 10}),
        (numbers, removed, inserted) => {
          const editor = numbers.map(String)
          let value = editor.filter((_, i) => !removed[i])
          for (const [at, n] of inserted) if (!value.includes(String(n))) value = [...value.slice(0, at % (value.length + 1)), String(n), ...value.slice(at % (value.length + 1))]
          const patches = remoteBlockPatches(toBlocks(editor), toBlocks(value))
          const kept = value.some((key) => editor.includes(key))
          if (kept && value.length > 0) expect(applied(editor, patches)).toEqual(value)
          else expect(patches).toEqual([])
        },
      ),
    )
  })

  test('blocks in another order give nothing', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({min: 0, max: 99}), {minLength: 2, maxLength: 20}), (numbers) => {
        const editor = numbers.map(String)
        const moved = [...editor.slice(1), editor[0]!]
        expect(remoteBlockPatches(toBlocks(editor), toBlocks(moved))).toEqual([])
      }),
    )
  })
})
