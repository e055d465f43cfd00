// Test images made by sharp at run time (no binary files in the repository).
import sharp from 'sharp'

/** A PNG of two colour halves (left and right), so palettes and crops have something to find. */
export async function twoToneImage(width: number, height: number, options: {left?: string; right?: string; format?: 'png' | 'jpeg' | 'gif' | 'webp'; alpha?: boolean} = {}): Promise<Buffer> {
  const {left = '#d02020', right = '#2040c0', format = 'png', alpha = false} = options
  const half = Math.max(1, Math.floor(width / 2))
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect x="0" y="0" width="${half}" height="${height}" fill="${left}"${alpha ? ' fill-opacity="0.5"' : ''}/>
    <rect x="${half}" y="0" width="${width - half}" height="${height}" fill="${right}"/>
  </svg>`
  return sharp(Buffer.from(svg))[format]().toBuffer()
}
