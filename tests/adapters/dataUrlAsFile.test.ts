// A `base64` asset-source result decoded into a File without fetching (the studio's CSP does not let
// it fetch data: URLs).
import {describe, expect, it} from 'vitest'
import {dataUrlAsFile, FetchAsFileError} from '../../adapters/files/fetchAsFile.ts'

describe('dataUrlAsFile', () => {
  it('decodes base64 and plain data URLs with their type', async () => {
    const png = dataUrlAsFile('data:image/png;base64,iVBORw0KGgo=', 'dot.png')
    expect(png.name).toBe('dot.png')
    expect(png.type).toBe('image/png')
    expect([...new Uint8Array(await png.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const text = dataUrlAsFile('data:text/plain,a%20b', 'a.txt')
    expect(await text.text()).toBe('a b')
  })
  it('refuses what is not a data URL or cannot be decoded', () => {
    expect(() => dataUrlAsFile('https://example.com/a.png', 'a.png')).toThrow(FetchAsFileError)
    expect(() => dataUrlAsFile('data:image/png;base64,@@@', 'a.png')).toThrow(/could not be decoded/)
  })
})
