import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {acceptAttribute, assetListQuery, assetUsers, hasMoreAssets, canUpload, formatFileSize, matchesAccept, uploadOptionsFor} from '../../../core/assets/index.ts'

describe('file sizes (K-ED-049)', () => {
  it('from Bytes to YB with at most 2 decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes')
    expect(formatFileSize(1)).toBe('1 Bytes')
    expect(formatFileSize(1023)).toBe('1023 Bytes')
    expect(formatFileSize(1024)).toBe('1 KB')
    expect(formatFileSize(1536)).toBe('1.5 KB')
    expect(formatFileSize(1234567)).toBe('1.18 MB')
    expect(formatFileSize(1024 ** 2 - 1)).toBe('1 MB')
    expect(formatFileSize(1024 ** 8)).toBe('1 YB')
    expect(formatFileSize(1024 ** 9)).toBe('1024 YB')
  })

  it('any size reads as a number of at most 2 decimals and a unit', () => {
    fc.assert(
      fc.property(fc.double({min: 1, max: 1e30, noNaN: true}), (bytes) => {
        expect(formatFileSize(bytes)).toMatch(/^\d+(\.\d{1,2})? (Bytes|KB|MB|GB|TB|PB|EB|ZB|YB)$/)
      }),
    )
  })
})

describe('accepted files (ED-UP-030)', () => {
  const png = {name: 'Cat.PNG', type: 'image/png'}
  const svg = {name: 'logo.svg', type: 'image/svg+xml'}
  const text = {name: 'notes.txt', type: 'text/plain'}
  const pdf = {name: 'report.pdf', type: ''}

  it('matches MIME types, type/* and extensions', () => {
    expect(matchesAccept(png, undefined)).toBe(true)
    expect(matchesAccept(png, 'image/*')).toBe(true)
    expect(matchesAccept(text, 'image/*')).toBe(false)
    expect(matchesAccept(svg, 'image/svg+xml, image/png')).toBe(true)
    expect(matchesAccept(pdf, '.pdf')).toBe(true)
    expect(matchesAccept(png, '.png')).toBe(true)
    expect(matchesAccept(text, '.pdf,image/*')).toBe(false)
  })

  it('an image field uploads images only; a file field anything its accept takes', () => {
    expect(canUpload('image', png, undefined)).toBe(true)
    expect(canUpload('image', text, undefined)).toBe(false)
    expect(canUpload('image', svg, 'image/png')).toBe(false)
    expect(canUpload('file', pdf, undefined)).toBe(true)
    expect(canUpload('file', png, 'text/*')).toBe(false)
    expect(canUpload('file', text, 'text/*')).toBe(true)
  })

  it('the chooser is told what the field takes', () => {
    expect(acceptAttribute('image', undefined)).toBe('image/*')
    expect(acceptAttribute('image', 'image/svg+xml,image/png')).toBe('image/svg+xml,image/png')
    expect(acceptAttribute('file', undefined)).toBe('')
  })
})

describe('asset list query (ED-PICK-004)', () => {
  it('pages of 200, newest first, filtered by accept', () => {
    const {query, params} = assetListQuery('file', 'text/*, .pdf, application/json', 1)
    expect(query).toContain('order(_updatedAt desc) [$start...$end]')
    expect(query).toContain('string::startsWith(mimeType, $accept0) || extension == $accept1 || mimeType == $accept2')
    expect(params).toEqual({type: 'sanity.fileAsset', start: 200, end: 400, accept0: 'text/', accept1: 'pdf', accept2: 'application/json'})
    expect(assetListQuery('image', undefined, 0).query).toMatch(/^\*\[_type == \$type\] \| order/)
  })
})

describe('upload options (ED-UP-023)', () => {
  const file = {name: 'cat.png', type: 'image/png', size: 1}
  it('keeps the file name unless told not to, and asks for the metadata named', () => {
    expect(uploadOptionsFor({}, file)).toEqual({filename: 'cat.png'})
    expect(uploadOptionsFor({options: {storeOriginalFilename: false, metadata: ['lqip', 7, 'exif']}}, file)).toEqual({extract: ['lqip', 'exif']})
  })
})

describe('asset users and pages', () => {
  it('a draft counts as its published document (ED-PICK-021)', () => {
    expect(assetUsers([{_id: 'drafts.a', _type: 'article'}, {_id: 'a', _type: 'article'}, {_id: 'b', _type: 'author'}])).toEqual([
      {_id: 'a', _type: 'article'},
      {_id: 'b', _type: 'author'},
    ])
  })
  it('load more shows while the last page was full (ED-PICK-005)', () => {
    expect(hasMoreAssets(200)).toBe(true)
    expect(hasMoreAssets(199)).toBe(false)
  })
})
