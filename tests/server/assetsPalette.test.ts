// The palette of an image's pixels (server/assets/palette.ts): the dominant colour by count, the
// six vibrant/muted swatches by lightness and saturation, derived ones where nothing fits.
import {describe, expect, test} from 'vitest'
import {hslToRgb, paletteOf, rgbToHsl} from '../../server/assets/palette.ts'

/** Raw RGBA pixels: `count` pixels of each colour. */
function pixels(...runs: [rgb: [number, number, number], count: number, alpha?: number][]): Uint8Array {
  const bytes: number[] = []
  for (const [[r, g, b], count, alpha = 255] of runs) for (let i = 0; i < count; i++) bytes.push(r, g, b, alpha)
  return new Uint8Array(bytes)
}

describe('paletteOf', () => {
  test('the most common colour is dominant, with its share in percent', () => {
    const palette = paletteOf(pixels([[200, 30, 30], 75], [[250, 250, 250], 25]))!
    expect(palette.dominant).toEqual({_type: 'sanity.imagePaletteSwatch', background: '#c81e1e', foreground: '#fff', title: '#fff', population: 75})
  })

  test('saturated and greyish colours land in vibrant and muted swatches by lightness', () => {
    const palette = paletteOf(
      pixels(
        [[220, 20, 20], 10], // vibrant: saturated, mid lightness
        [[250, 150, 150], 10], // light vibrant
        [[110, 10, 10], 10], // dark vibrant
        [[140, 120, 120], 10], // muted
        [[200, 190, 190], 10], // light muted
        [[60, 50, 50], 10], // dark muted
      ),
    )!
    expect(palette.vibrant.background).toBe('#dc1414')
    expect(palette.lightVibrant.background).toBe('#fa9696')
    expect(palette.darkVibrant.background).toBe('#6e0a0a')
    expect(palette.muted.background).toBe('#8c7878')
    expect(palette.lightMuted.background).toBe('#c8bebe')
    expect(palette.darkMuted.background).toBe('#3c3232')
    // Dark backgrounds take white text, light ones black.
    expect(palette.darkMuted.foreground).toBe('#fff')
    expect(palette.lightMuted.foreground).toBe('#000')
  })

  test('a target no colour fits is derived from a found hue, with population 0', () => {
    const palette = paletteOf(pixels([[20, 40, 200], 100]))!
    const names = ['darkMuted', 'darkVibrant', 'dominant', 'lightMuted', 'lightVibrant', 'muted', 'vibrant'] as const
    for (const name of names) expect(palette[name].background).toMatch(/^#[0-9a-f]{6}$/)
    expect(palette.lightMuted.population).toBe(0)
    const [hue] = rgbToHsl([20, 40, 200])
    expect(rgbToHsl(hslToRgb([hue, 0.3, 0.74]))[0]).toBeCloseTo(hue, 1)
  })

  test('transparent pixels are not counted; a fully transparent image has no palette', () => {
    const palette = paletteOf(pixels([[0, 200, 0], 10], [[255, 0, 0], 90, 0]))!
    expect(palette.dominant.background).toBe('#00c800')
    expect(palette.dominant.population).toBe(100)
    expect(paletteOf(pixels([[1, 2, 3], 5, 0]))).toBeNull()
  })
})
