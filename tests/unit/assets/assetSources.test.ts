// What an asset source hands back and which sources an input offers (ED-IMG-004, ED-UP-050,
// ED-UP-051).
import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {
  ASSET_SOURCE_RESULT_KINDS,
  EMPTY_ASSET_SELECTION,
  InvalidAssetSourceResult,
  NO_ASSET_GIVEN,
  assetSelectionOf,
  fileNameFromUrl,
  isHttpUrl,
  parseDataUrl,
  usableAssetSources,
  withDocumentProps,
} from '../../../core/assets/assetSources.ts'

describe('a selection from an asset source (ED-UP-050)', () => {
  it('needs an answer', () => {
    for (const nothing of [undefined, null, false]) expect(() => assetSelectionOf(nothing)).toThrow(NO_ASSET_GIVEN)
  })
  it('needs a list with at least one result', () => {
    for (const wrong of [[], {kind: 'url', value: 'https://example.com/a.png'}, 'image-abc-1x1-png', 0])
      expect(() => assetSelectionOf(wrong)).toThrow(EMPTY_ASSET_SELECTION)
  })
  it('takes the first result of the list', () => {
    expect(
      assetSelectionOf([
        {kind: 'assetDocumentId', value: 'image-aaa-10x10-png'},
        {kind: 'assetDocumentId', value: 'image-bbb-10x10-png'},
      ]),
    ).toEqual({kind: 'assetDocumentId', assetId: 'image-aaa-10x10-png', props: {}})
  })
})

describe('the four kinds of result (ED-IMG-004)', () => {
  it('are an asset id, a file, a data URL and a URL', () => {
    const file = {name: 'a.txt', size: 1, type: 'text/plain'}
    expect(assetSelectionOf([{kind: 'file', value: file}])).toEqual({kind: 'file', file, props: {}})
    expect(assetSelectionOf([{kind: 'base64', value: 'data:image/png;base64,AAAA'}])).toEqual({kind: 'base64', dataUrl: 'data:image/png;base64,AAAA', props: {}})
    expect(assetSelectionOf([{kind: 'url', value: 'http://localhost:3333/images/p/d/a-1x1.png'}])).toEqual({
      kind: 'url',
      url: 'http://localhost:3333/images/p/d/a-1x1.png',
      props: {},
    })
  })
  it('keep only the listed document props, as strings', () => {
    const selection = assetSelectionOf([
      {
        kind: 'url',
        value: 'https://example.com/cat.jpg',
        assetDocumentProps: {originalFilename: 'cat.jpg', title: 'A cat', creditLine: 'Jo', label: 7, secret: 'x', source: {name: 'web', url: 'https://example.com', extra: 1}},
      },
    ])
    expect(selection.props).toEqual({originalFilename: 'cat.jpg', title: 'A cat', creditLine: 'Jo', source: {name: 'web', url: 'https://example.com'}})
  })
})

describe('an invalid result (ED-UP-051)', () => {
  it('of unknown kind throws', () => {
    expect(() => assetSelectionOf([{kind: 'dropbox', value: 'x'}])).toThrow(InvalidAssetSourceResult)
    expect(() => assetSelectionOf([{value: 'x'}])).toThrow(/kind: undefined/)
    expect(() => assetSelectionOf(['image-abc-1x1-png'])).toThrow(InvalidAssetSourceResult)
  })
  it('whose value its kind cannot carry throws', () => {
    expect(() => assetSelectionOf([{kind: 'assetDocumentId', value: ''}])).toThrow(InvalidAssetSourceResult)
    expect(() => assetSelectionOf([{kind: 'file', value: 'a.txt'}])).toThrow(InvalidAssetSourceResult)
    expect(() => assetSelectionOf([{kind: 'base64', value: 'AAAA'}])).toThrow(InvalidAssetSourceResult)
    expect(() => assetSelectionOf([{kind: 'url', value: 'javascript:alert(1)'}])).toThrow(InvalidAssetSourceResult)
  })
  it('never passes for a kind outside the four', () => {
    fc.assert(
      fc.property(
        fc.string().filter((kind) => !(ASSET_SOURCE_RESULT_KINDS as readonly string[]).includes(kind)),
        fc.anything(),
        (kind, value) => {
          expect(() => assetSelectionOf([{kind, value}])).toThrow(InvalidAssetSourceResult)
        },
      ),
    )
  })
})

describe('the sources an input offers (ED-UP-051)', () => {
  const component = () => null
  it('are those with a name and a component, first of each name', () => {
    const sources = usableAssetSources([
      {name: 'library', title: 'Library', component},
      {name: 'library', component},
      {name: '', component},
      {name: 'no-component'},
      {name: 'object-component', component: {render: component}},
      null,
      'url',
    ])
    expect(sources.map((source) => source.name)).toEqual(['library', 'object-component'])
    expect(sources[0]).toEqual({name: 'library', title: 'Library', component})
  })
  it('can be none', () => {
    expect(usableAssetSources([])).toEqual([])
    expect(usableAssetSources([{name: 'broken'}])).toEqual([])
  })
})

describe('uploading what a source gave', () => {
  it('sends its props, renaming the file only where the field stores names', () => {
    const props = {originalFilename: 'cat.jpg', title: 'A cat', source: {name: 'url', url: 'https://example.com/x'}}
    expect(withDocumentProps({filename: 'x', extract: ['lqip']}, props)).toEqual({filename: 'cat.jpg', extract: ['lqip'], title: 'A cat', source: props.source})
    expect(withDocumentProps({}, props)).toEqual({title: 'A cat', source: props.source})
  })
  it('names a fetched file after the URL path', () => {
    expect(fileNameFromUrl('http://localhost:3333/images/demo/production/abc-10x10.png?w=200#x', 'download')).toBe('abc-10x10.png')
    expect(fileNameFromUrl('https://example.com/a%20b.jpg', 'download')).toBe('a b.jpg')
    expect(fileNameFromUrl('https://example.com/', 'download')).toBe('download')
    expect(fileNameFromUrl('https://example.com?x=1', 'download')).toBe('download')
  })
  it('fetches only http and https URLs', () => {
    expect(isHttpUrl('https://example.com/a.png')).toBe(true)
    expect(isHttpUrl(' http://localhost:3333 ')).toBe(true)
    expect(isHttpUrl('ftp://example.com/a.png')).toBe(false)
    expect(isHttpUrl('example.com/a.png')).toBe(false)
    expect(isHttpUrl('https://')).toBe(false)
  })
})

describe('a base64 result', () => {
  it('is a data URL, read without fetching', () => {
    expect(parseDataUrl('data:image/png;base64,iVBORw0K')).toEqual({type: 'image/png', base64: true, payload: 'iVBORw0K'})
    expect(parseDataUrl('data:text/plain;charset=utf-8,a%20b')).toEqual({type: 'text/plain', base64: false, payload: 'a%20b'})
    expect(parseDataUrl('data:,hello')).toEqual({type: 'text/plain', base64: false, payload: 'hello'})
    expect(parseDataUrl('https://example.com/a.png')).toBeNull()
  })
})
