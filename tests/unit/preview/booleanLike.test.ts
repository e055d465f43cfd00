// Yes/no options given as text (ED-PREV-006): `yes`, `true` and `1` are true in any case and with
// spaces around; every other text is false, so `'false'` does not switch anything on. The options
// previews act on read them so: a reference field's `disableNew`.
import fc from 'fast-check'
import {describe, expect, test} from 'vitest'
import {isTrueish} from '../../../core/preview/index.ts'
import {createNewDisabled} from '../../../core/references/index.ts'

describe('boolean-like options (ED-PREV-006)', () => {
  test('yes, true and 1 are true, as text in any case or as the values themselves', () => {
    for (const value of ['yes', 'true', '1', 'YES', 'True', ' 1 ', '\tyes\n', true, 1]) expect(isTrueish(value), JSON.stringify(value)).toBe(true)
  })

  test('everything else is false, including texts that merely look set', () => {
    for (const value of ['no', 'false', '0', '', 'on', 'y', 'yes please', '2', false, 0, 2, null, undefined, {}, ['yes']]) {
      expect(isTrueish(value), JSON.stringify(value)).toBe(false)
    }
  })

  test('no other text is true (property)', () => {
    fc.assert(fc.property(fc.string().filter((text) => !['yes', 'true', '1'].includes(text.trim().toLowerCase())), (text) => !isTrueish(text)))
  })

  test("a reference field's disableNew reads the same way", () => {
    expect(createNewDisabled({type: 'reference', options: {disableNew: true}})).toBe(true)
    expect(createNewDisabled({type: 'reference', options: {disableNew: 'Yes'}})).toBe(true)
    expect(createNewDisabled({type: 'reference', options: {disableNew: '1'}})).toBe(true)
    expect(createNewDisabled({type: 'reference', options: {disableNew: 'false'}})).toBe(false)
    expect(createNewDisabled({type: 'reference', options: {}})).toBe(false)
    expect(createNewDisabled({type: 'reference'})).toBe(false)
  })
})
