// The image tool's crop handles (K-ED-074, ED-IMG-025): eight of them, the four corners and the four
// edges, and each moves exactly the crop edges it stands for. The dialog draws one per entry of
// CROP_HANDLES (ui/form/assets/ImageToolDialog.tsx).
import {describe, expect, it} from 'vitest'
import {CROP_HANDLES, dragCropHandle, type Crop} from '../../../core/assets/imageTool.ts'

const EDGES_MOVED: Record<string, (keyof Crop)[]> = {
  topLeft: ['top', 'left'],
  top: ['top'],
  topRight: ['top', 'right'],
  right: ['right'],
  bottomRight: ['bottom', 'right'],
  bottom: ['bottom'],
  bottomLeft: ['bottom', 'left'],
  left: ['left'],
}

describe('crop handles', () => {
  it('are eight: four corners and four edges', () => {
    expect(CROP_HANDLES).toHaveLength(8)
    expect(new Set(CROP_HANDLES).size).toBe(8)
    expect([...CROP_HANDLES].sort()).toEqual(Object.keys(EDGES_MOVED).sort())
  })

  it('each moves only the edges it stands for', () => {
    const start: Crop = {top: 0.2, bottom: 0.2, left: 0.2, right: 0.2}
    for (const handle of CROP_HANDLES) {
      const moved = dragCropHandle(start, handle, 0.05, 0.05)
      const changed = (Object.keys(start) as (keyof Crop)[]).filter((edge) => Math.abs(moved[edge] - start[edge]) > 1e-9).sort()
      expect(changed, handle).toEqual([...EDGES_MOVED[handle]].sort())
    }
  })
})
