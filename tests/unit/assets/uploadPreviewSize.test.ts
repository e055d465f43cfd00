// The low-quality preview of an uploading image (ED-UP-002, K-ED-005, K-ED-006): drawn 120 px wide
// (never enlarged), the height in proportion, written as a JPEG of quality 0.1. The browser's
// createImageBitmap and canvas are stood in for, recording what the preview asks of them.
import {afterEach, describe, expect, it, vi} from 'vitest'
import {lowQualityPreview} from '../../../adapters/files/uploadPreview.ts'

function standIns(bitmap: {width: number; height: number}) {
  const drawn: unknown[][] = []
  const encoded: unknown[][] = []
  const canvas = {
    width: 0,
    height: 0,
    getContext: () => ({fillStyle: '', fillRect: () => undefined, drawImage: (...args: unknown[]) => void drawn.push(args)}),
    toDataURL: (...args: unknown[]) => {
      encoded.push(args)
      return 'data:image/jpeg;base64,AAAA'
    },
  }
  const close = vi.fn()
  const decodeOptions: unknown[] = []
  vi.stubGlobal('createImageBitmap', async (_file: Blob, options: unknown) => {
    decodeOptions.push(options)
    return {...bitmap, close}
  })
  vi.stubGlobal('document', {createElement: (name: string) => (name === 'canvas' ? canvas : null)})
  return {canvas, drawn, encoded, close, decodeOptions}
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the upload preview', () => {
  it('is 120 px wide, in proportion, a JPEG of quality 0.1', async () => {
    const world = standIns({width: 1200, height: 900})
    expect(await lowQualityPreview(new Blob(['x']))).toBe('data:image/jpeg;base64,AAAA')
    expect([world.canvas.width, world.canvas.height]).toEqual([120, 90])
    expect(world.drawn[0].slice(1)).toEqual([0, 0, 120, 90])
    expect(world.encoded).toEqual([['image/jpeg', 0.1]])
    expect(world.decodeOptions).toEqual([{imageOrientation: 'from-image'}])
    expect(world.close).toHaveBeenCalledOnce()
  })

  it('never enlarges an image narrower than 120 px', async () => {
    const world = standIns({width: 80, height: 40})
    await lowQualityPreview(new Blob(['x']))
    expect([world.canvas.width, world.canvas.height]).toEqual([80, 40])
    expect(world.encoded).toEqual([['image/jpeg', 0.1]])
  })
})
