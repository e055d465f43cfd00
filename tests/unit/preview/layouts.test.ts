// The preview layouts and their sizes, as the seeds give them (K-SH-100 … K-SH-106).
import {describe, expect, it} from 'vitest'
import {PREVIEW_LAYOUTS, PREVIEW_SIZES, previewLayoutOf, previewTextsOf} from '../../../core/preview/layouts.ts'

describe('preview layouts', () => {
  it('are the seven of the seeds, with their icon and media sizes', () => {
    expect([...PREVIEW_LAYOUTS].sort()).toEqual(['block', 'blockImage', 'compact', 'default', 'detail', 'inline', 'media'])
    const table = Object.fromEntries(PREVIEW_LAYOUTS.map((layout) => [layout, [PREVIEW_SIZES[layout].icon ?? null, PREVIEW_SIZES[layout].media.width, PREVIEW_SIZES[layout].media.height]]))
    expect(table).toEqual({
      default: [21, 33, 33],
      compact: [21, 25, 25],
      detail: [25, 73, 73],
      block: [25, 33, 33],
      blockImage: [null, 600, 400],
      inline: [null, 15, 15],
      media: [null, 160, 160],
    })
  })

  it('fall back to default for anything else, show the description only in detail and the date on the row-like layouts', () => {
    expect(previewLayoutOf('card')).toBe('default')
    expect(previewLayoutOf('detail')).toBe('detail')
    expect(previewTextsOf('detail')).toEqual({subtitle: true, description: true, date: true})
    expect(previewTextsOf('default')).toEqual({subtitle: true, description: false, date: true})
    expect(previewTextsOf('block')).toEqual({subtitle: true, description: false, date: true})
    expect(previewTextsOf('compact')).toEqual({subtitle: true, description: false, date: false})
    expect(previewTextsOf('blockImage')).toEqual({subtitle: true, description: false, date: false})
    expect(previewTextsOf('inline')).toEqual({subtitle: false, description: false, date: false})
    expect(previewTextsOf('media')).toEqual({subtitle: false, description: false, date: false})
  })
})
