import {describe, expect, it} from 'vitest'
import {inputKindOf} from '../../../ui/form/inputKind.ts'

describe('image and file fields get their inputs', () => {
  it('image and file are no longer the read-only JSON view', () => {
    expect(inputKindOf({intrinsic: 'image', definition: {name: 'mainImage', type: 'image'} as never})).toBe('image')
    expect(inputKindOf({intrinsic: 'file', definition: {name: 'attachment', type: 'file'} as never})).toBe('file')
  })
})
