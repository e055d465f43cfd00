// A minimal EXIF reader over the block sharp hands back (`Exif\0\0` then a TIFF structure): the
// camera facts an asset library shows and the GPS position, nothing more. Malformed blocks give
// what could be read before the fault; EXIF is a hint, never a reason to refuse an upload.

type Value = string | number | number[]

/** The tags kept, by IFD: 0 = the image, 'exif' = the camera's sub-IFD, 'gps' = the position. */
const IMAGE_TAGS: Record<number, string> = {0x010f: 'Make', 0x0110: 'Model', 0x0112: 'Orientation', 0x0131: 'Software', 0x0132: 'DateTime'}
const EXIF_TAGS: Record<number, string> = {
  0x829a: 'ExposureTime',
  0x829d: 'FNumber',
  0x8827: 'ISO',
  0x9003: 'DateTimeOriginal',
  0x9004: 'DateTimeDigitized',
  0x920a: 'FocalLength',
  0xa002: 'PixelXDimension',
  0xa003: 'PixelYDimension',
  0xa434: 'LensModel',
}
const EXIF_POINTER = 0x8769
const GPS_POINTER = 0x8825

/** Bytes per component of the TIFF field types read here (others are skipped). */
const TYPE_SIZE: Record<number, number> = {1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1, 9: 4, 10: 8}

interface Reader {
  view: DataView
  little: boolean
}

function readIfd(r: Reader, offset: number): Map<number, Value> {
  const tags = new Map<number, Value>()
  if (offset + 2 > r.view.byteLength) return tags
  const count = r.view.getUint16(offset, r.little)
  for (let i = 0; i < count; i++) {
    const entry = offset + 2 + i * 12
    if (entry + 12 > r.view.byteLength) break
    const tag = r.view.getUint16(entry, r.little)
    const type = r.view.getUint16(entry + 2, r.little)
    const n = r.view.getUint32(entry + 4, r.little)
    const size = TYPE_SIZE[type]
    if (!size || n > 4096) continue
    const at = size * n <= 4 ? entry + 8 : r.view.getUint32(entry + 8, r.little)
    if (at + size * n > r.view.byteLength) continue
    tags.set(tag, valueOf(r, type, at, n))
  }
  return tags
}

function valueOf(r: Reader, type: number, at: number, n: number): Value {
  const {view, little} = r
  if (type === 2) {
    let text = ''
    for (let i = 0; i < n; i++) {
      const code = view.getUint8(at + i)
      if (code === 0) break
      text += String.fromCharCode(code)
    }
    return text.trim()
  }
  const values: number[] = []
  for (let i = 0; i < n; i++) {
    const p = at + i * TYPE_SIZE[type]
    if (type === 1 || type === 7) values.push(view.getUint8(p))
    else if (type === 3) values.push(view.getUint16(p, little))
    else if (type === 4) values.push(view.getUint32(p, little))
    else if (type === 9) values.push(view.getInt32(p, little))
    else if (type === 5 || type === 10) {
      const [num, den] = type === 5 ? [view.getUint32(p, little), view.getUint32(p + 4, little)] : [view.getInt32(p, little), view.getInt32(p + 4, little)]
      values.push(den === 0 ? 0 : num / den)
    }
  }
  return values.length === 1 ? values[0] : values
}

export interface ExifFacts {
  exif: Record<string, Value>
  location: {lat: number; lng: number; alt?: number} | null
}

const degrees = (value: Value | undefined): number | null =>
  Array.isArray(value) && value.length === 3 ? value[0] + value[1] / 60 + value[2] / 3600 : typeof value === 'number' ? value : null

export function readExif(block: Buffer | undefined): ExifFacts {
  const facts: ExifFacts = {exif: {}, location: null}
  if (!block || block.length < 14) return facts
  const start = block.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0
  const tiff = block.subarray(start)
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength)
  const order = tiff.subarray(0, 2).toString('latin1')
  if (order !== 'II' && order !== 'MM') return facts
  const r: Reader = {view, little: order === 'II'}
  const image = readIfd(r, view.getUint32(4, r.little))
  const pick = (tags: Map<number, Value>, names: Record<number, string>) => {
    for (const [tag, name] of Object.entries(names)) {
      const value = tags.get(Number(tag))
      if (value !== undefined && value !== '') facts.exif[name] = value
    }
  }
  pick(image, IMAGE_TAGS)
  const exifAt = image.get(EXIF_POINTER)
  if (typeof exifAt === 'number') pick(readIfd(r, exifAt), EXIF_TAGS)
  const gpsAt = image.get(GPS_POINTER)
  if (typeof gpsAt === 'number') {
    const gps = readIfd(r, gpsAt)
    const lat = degrees(gps.get(2))
    const lng = degrees(gps.get(4))
    if (lat !== null && lng !== null) {
      const alt = gps.get(6)
      facts.location = {
        lat: gps.get(1) === 'S' ? -lat : lat,
        lng: gps.get(3) === 'W' ? -lng : lng,
        ...(typeof alt === 'number' ? {alt: gps.get(5) === 1 ? -alt : alt} : {}),
      }
    }
  }
  return facts
}
