// The seven swatches of an image's palette, worked out here rather than by a library (the
// maintained ones pull in browser canvas shims or a second image decoder):
// 1. the image is shrunk to at most 64×64 pixels (sharp, by the caller) and transparent pixels are skipped;
// 2. colours are quantized to 5 bits per channel and counted; each bucket stands for its mean colour;
// 3. `dominant` is the most populous bucket; the other six are the buckets that score best against
//    targets of lightness and saturation (the scheme of Android's Palette and node-vibrant:
//    vibrant = saturated mid-lightness, muted = greyish, light/dark shift the lightness), no bucket
//    used twice; a target no bucket fits is derived from the nearest swatch's hue at the target's
//    own saturation and lightness, with population 0.
// Populations are percentages of the counted pixels; `foreground` and `title` are black or white,
// whichever reads better on `background` (titles settle for less contrast, as large text may).

export interface PaletteSwatch {
  _type: 'sanity.imagePaletteSwatch'
  background: string
  foreground: string
  population: number
  title: string
}

export type PaletteName = 'darkMuted' | 'darkVibrant' | 'dominant' | 'lightMuted' | 'lightVibrant' | 'muted' | 'vibrant'

export type Palette = {_type: 'sanity.imagePalette'} & Record<PaletteName, PaletteSwatch>

interface Bucket {
  rgb: [number, number, number]
  hsl: [number, number, number]
  count: number
}

interface Target {
  name: Exclude<PaletteName, 'dominant'>
  lightness: [min: number, target: number, max: number]
  saturation: [min: number, target: number, max: number]
}

const TARGETS: Target[] = [
  {name: 'vibrant', lightness: [0.3, 0.5, 0.7], saturation: [0.35, 1, 1]},
  {name: 'lightVibrant', lightness: [0.55, 0.74, 1], saturation: [0.35, 1, 1]},
  {name: 'darkVibrant', lightness: [0, 0.26, 0.45], saturation: [0.35, 1, 1]},
  {name: 'muted', lightness: [0.3, 0.5, 0.7], saturation: [0, 0.3, 0.4]},
  {name: 'lightMuted', lightness: [0.55, 0.74, 1], saturation: [0, 0.3, 0.4]},
  {name: 'darkMuted', lightness: [0, 0.26, 0.45], saturation: [0, 0.3, 0.4]},
]

/** How much a target's saturation, lightness and the bucket's population weigh (node-vibrant's). */
const WEIGHTS = {saturation: 3, lightness: 6.5, population: 0.5}

export function rgbToHsl([r, g, b]: [number, number, number]): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255]
  const max = Math.max(rn, gn, bn)
  const min = Math.min(rn, gn, bn)
  const l = (max + min) / 2
  if (max === min) return [0, 0, l]
  const d = max - min
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min)
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4
  return [h / 6, s, l]
}

export function hslToRgb([h, s, l]: [number, number, number]): [number, number, number] {
  if (s === 0) return [l, l, l].map((v) => Math.round(v * 255)) as [number, number, number]
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s
  const p = 2 * l - q
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t
    if (u < 1 / 6) return p + (q - p) * 6 * u
    if (u < 1 / 2) return q
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6
    return p
  }
  return [channel(h + 1 / 3), channel(h), channel(h - 1 / 3)].map((v) => Math.round(v * 255)) as [number, number, number]
}

const hex = (rgb: [number, number, number]) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (v: number) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)

function swatch(rgb: [number, number, number], population: number): PaletteSwatch {
  const lum = luminance(rgb)
  const onWhite = contrast(1, lum)
  const onBlack = contrast(0, lum)
  return {
    _type: 'sanity.imagePaletteSwatch',
    background: hex(rgb),
    foreground: onWhite >= 4.5 || onWhite >= onBlack ? '#fff' : '#000',
    population: Math.round(population * 100) / 100,
    title: onWhite >= 3 || onWhite >= onBlack ? '#fff' : '#000',
  }
}

/** Counts quantized colours of raw RGBA pixels (4 bytes each), skipping mostly transparent ones. */
function bucketsOf(rgba: Uint8Array | Buffer): {buckets: Bucket[]; counted: number} {
  const sums = new Map<number, [number, number, number, number]>()
  let counted = 0
  for (let i = 0; i + 3 < rgba.length; i += 4) {
    if (rgba[i + 3] < 125) continue
    const key = ((rgba[i] >> 3) << 10) | ((rgba[i + 1] >> 3) << 5) | (rgba[i + 2] >> 3)
    const sum = sums.get(key) ?? [0, 0, 0, 0]
    sum[0] += rgba[i]
    sum[1] += rgba[i + 1]
    sum[2] += rgba[i + 2]
    sum[3]++
    sums.set(key, sum)
    counted++
  }
  const buckets = [...sums.values()].map(([r, g, b, count]) => {
    const rgb = [Math.round(r / count), Math.round(g / count), Math.round(b / count)] as [number, number, number]
    return {rgb, hsl: rgbToHsl(rgb), count}
  })
  return {buckets: buckets.sort((a, b) => b.count - a.count), counted}
}

function score(bucket: Bucket, target: Target, maxCount: number): number {
  const [, s, l] = bucket.hsl
  return (
    WEIGHTS.saturation * (1 - Math.abs(s - target.saturation[1])) +
    WEIGHTS.lightness * (1 - Math.abs(l - target.lightness[1])) +
    WEIGHTS.population * (bucket.count / maxCount)
  )
}

const fits = (bucket: Bucket, target: Target) => {
  const [, s, l] = bucket.hsl
  return s >= target.saturation[0] && s <= target.saturation[2] && l >= target.lightness[0] && l <= target.lightness[2]
}

/** The palette of raw RGBA pixels, or null when every pixel is transparent. */
export function paletteOf(rgba: Uint8Array | Buffer): Palette | null {
  const {buckets, counted} = bucketsOf(rgba)
  if (buckets.length === 0) return null
  const percent = (count: number) => (count / counted) * 100
  const maxCount = buckets[0].count
  const dominant = buckets[0]
  const used = new Set<Bucket>()
  const chosen = new Map<Target['name'], Bucket>()
  for (const target of TARGETS) {
    let best: Bucket | null = null
    let bestScore = -Infinity
    for (const bucket of buckets) {
      if (used.has(bucket) || !fits(bucket, target)) continue
      const value = score(bucket, target, maxCount)
      if (value > bestScore) [best, bestScore] = [bucket, value]
    }
    if (best) {
      used.add(best)
      chosen.set(target.name, best)
    }
  }
  const palette = {_type: 'sanity.imagePalette', dominant: swatch(dominant.rgb, percent(dominant.count))} as Palette
  for (const target of TARGETS) {
    const found = chosen.get(target.name)
    if (found) {
      palette[target.name] = swatch(found.rgb, percent(found.count))
      continue
    }
    // Derived: the hue of the first found swatch (in target order), else the dominant colour's.
    const hue = (chosen.values().next().value ?? dominant).hsl[0]
    palette[target.name] = swatch(hslToRgb([hue, target.saturation[1], target.lightness[1]]), 0)
  }
  return palette
}
