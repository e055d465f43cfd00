// The rules for dropped, pasted and hovering files (ED-UP-031 … ED-UP-034, ED-ARR-032) and the
// workspace switch for direct uploads (ED-UP-040).
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {hoverDepth, isHiddenEntry, judgeHoveringItems, pastedFileIdentity, targetForFile, type UploadTarget} from '../../../core/assets/droppedFiles.ts'
import {directUploadsOf} from '../../../core/config/directUploads.ts'
import {validateConfig} from '../../../core/config/index.ts'

const image: UploadTarget = {kind: 'image', accept: undefined, typeName: 'image'}
const textFile: UploadTarget = {kind: 'file', accept: 'text/*', typeName: 'textFile'}
const pdf: UploadTarget = {kind: 'file', accept: '.pdf', typeName: 'manual'}
const anyFile: UploadTarget = {kind: 'file', accept: undefined, typeName: 'file'}

describe('hovering files (ED-UP-031)', () => {
  it('are primary when every file is taken, critical when one is refused or uploads are off', () => {
    expect(judgeHoveringItems([{kind: 'file', type: 'image/png'}], [image], true)).toEqual({accepted: 1, rejected: 0, tone: 'primary'})
    expect(judgeHoveringItems([{kind: 'file', type: 'image/png'}, {kind: 'file', type: 'text/plain'}], [image], true)).toEqual({accepted: 1, rejected: 1, tone: 'critical'})
    expect(judgeHoveringItems([{kind: 'file', type: 'image/png'}], [image], false)).toEqual({accepted: 0, rejected: 1, tone: 'critical'})
  })
  it('are judged against every member type of an array', () => {
    expect(judgeHoveringItems([{kind: 'file', type: 'image/png'}, {kind: 'file', type: 'text/csv'}], [image, textFile], true)?.tone).toBe('primary')
  })
  it('count an extension-only accept as taken (names are not known until the drop)', () => {
    expect(judgeHoveringItems([{kind: 'file', type: 'application/pdf'}], [pdf], true)?.tone).toBe('primary')
    expect(judgeHoveringItems([{kind: 'file', type: 'text/plain'}], [textFile], true)?.tone).toBe('primary')
    expect(judgeHoveringItems([{kind: 'file', type: 'image/png'}], [textFile], true)?.tone).toBe('critical')
  })
  it('ignore a drag that carries no file (text, links)', () => {
    expect(judgeHoveringItems([{kind: 'string', type: 'text/plain'}], [anyFile], true)).toBeNull()
  })
  it('count enters and leaves so crossing children never ends the hover early', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('enter' as const, 'leave' as const)), (events) => {
        let depth = 0
        let balance = 0
        for (const event of events) {
          depth = hoverDepth(depth, event)
          balance = Math.max(0, balance + (event === 'enter' ? 1 : -1))
          expect(depth).toBe(balance)
          expect(depth).toBeGreaterThanOrEqual(0)
        }
        expect(hoverDepth(depth, 'drop')).toBe(0)
      }),
    )
    // Parent enter, child enter, parent leave: still over the target.
    expect(hoverDepth(hoverDepth(hoverDepth(0, 'enter'), 'enter'), 'leave')).toBe(1)
  })
})

describe('dropped and pasted files', () => {
  it('go to the first member type that takes them (ED-ARR-032), none for a file nobody takes (ED-UP-033)', () => {
    expect(targetForFile({name: 'a.png', type: 'image/png'}, [textFile, image, anyFile])).toBe(image)
    expect(targetForFile({name: 'a.txt', type: 'text/plain'}, [image, textFile, anyFile])).toBe(textFile)
    expect(targetForFile({name: 'a.zip', type: 'application/zip'}, [image, textFile])).toBeNull()
    expect(targetForFile({name: 'manual.pdf', type: ''}, [image, pdf])).toBe(pdf)
  })
  it('skip dot entries of folders (ED-UP-032)', () => {
    expect(isHiddenEntry('.DS_Store')).toBe(true)
    expect(isHiddenEntry('.git')).toBe(true)
    expect(isHiddenEntry('photo.jpg')).toBe(false)
  })
  it('name a pasted image without a name pasted-image.jpg, image/jpeg (ED-UP-034, K-ED-050)', () => {
    expect(pastedFileIdentity({name: '', type: 'image/png'})).toEqual({name: 'pasted-image.jpg', type: 'image/jpeg'})
    expect(pastedFileIdentity({name: 'shot.png', type: 'image/png'})).toEqual({name: 'shot.png', type: 'image/png'})
    expect(pastedFileIdentity({name: 'notes', type: ''})).toEqual({name: 'notes', type: ''})
    expect(pastedFileIdentity({name: '', type: 'text/plain'})).toEqual({name: 'pasted-file', type: 'text/plain'})
    expect(pastedFileIdentity({name: '', type: ''})).toBeNull()
  })
})

describe('direct uploads (ED-UP-040)', () => {
  it('are on unless the workspace turns them off per kind', () => {
    expect(directUploadsOf({})).toEqual({image: true, file: true})
    expect(directUploadsOf({form: {image: {directUploads: false}}})).toEqual({image: false, file: true})
    expect(directUploadsOf({form: {file: {directUploads: false}, image: {directUploads: true}}})).toEqual({image: true, file: false})
  })
  it('must be a boolean in the configuration', () => {
    const report = validateConfig({projectId: 'p', dataset: 'd', schema: {types: []}, form: {image: {directUploads: 'no'}}})
    expect(report.errors).toContainEqual(expect.objectContaining({code: 'expected-boolean', path: expect.arrayContaining(['form', 'image', 'directUploads'])}))
  })
})
