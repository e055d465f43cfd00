// Where an image's hotspot sits on its cropped thumbnail, for showing an image change in the
// history: the hotspot is an ellipse given in fractions of the whole image (centre x, y and its
// width, height); the thumbnail shows only the crop, so the box is moved and scaled into it and
// clipped to it. Null when there is no hotspot or it lies wholly outside the crop.

export interface HotspotBox {
  /** Fractions of the thumbnail's width and height. */
  left: number
  top: number
  width: number
  height: number
}

const num = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback)
const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {})

export function hotspotBox(hotspot: unknown, crop: unknown): HotspotBox | null {
  if (hotspot === undefined || hotspot === null) return null
  const h = record(hotspot)
  const c = record(crop)
  const cropLeft = num(c.left, 0)
  const cropTop = num(c.top, 0)
  const visibleWidth = 1 - cropLeft - num(c.right, 0)
  const visibleHeight = 1 - cropTop - num(c.bottom, 0)
  if (visibleWidth <= 0 || visibleHeight <= 0) return null
  const width = num(h.width, 1)
  const height = num(h.height, 1)
  const x0 = (num(h.x, 0.5) - width / 2 - cropLeft) / visibleWidth
  const y0 = (num(h.y, 0.5) - height / 2 - cropTop) / visibleHeight
  const x1 = x0 + width / visibleWidth
  const y1 = y0 + height / visibleHeight
  const left = Math.max(0, x0)
  const top = Math.max(0, y0)
  const right = Math.min(1, x1)
  const bottom = Math.min(1, y1)
  if (right <= left || bottom <= top) return null
  return {left, top, width: right - left, height: bottom - top}
}
