// An SVG from trial or upsell content keeps its drawing and loses everything that could run or
// reach out of the picture (SH-TRIAL-011).
import createDOMPurify from 'dompurify'
import {JSDOM} from 'jsdom'
import {describe, expect, test} from 'vitest'
import {sanitizeSvgWith} from '../../../ui/components/inlineSvg/sanitizeSvg.ts'

const window = new JSDOM('').window
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0])
const clean = (markup: string) => sanitizeSvgWith(purify, markup)
const parsed = (markup: string) => {
  const holder = window.document.createElement('div')
  holder.innerHTML = markup
  return holder
}

const HOSTILE = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(2)</script>
  <style>body { display: none }</style>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(3)"></div></foreignObject>
  <a xlink:href="javascript:alert(4)"><circle cx="5" cy="5" r="2" onclick="alert(5)"/></a>
  <image href="missing.png" onerror="alert(6)"/>
  <animate attributeName="href" values="javascript:alert(7)"/>
  <rect width="10" height="10" fill="#123456" onmouseover="alert(8)"/>
</svg>`

describe('sanitizeSvgWith', () => {
  test('scripts, event handlers, foreign objects, styles and javascript: links are stripped; the drawing stays', () => {
    const result = clean(HOSTILE)
    expect(result).not.toBeNull()
    const holder = parsed(result!)
    expect(holder.querySelectorAll('script, style, foreignObject, foreignobject, div, img').length).toBe(0)
    for (const element of holder.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^on/i)
        expect(attribute.value).not.toMatch(/javascript:/i)
      }
    }
    expect(result).not.toContain('alert(')
    expect(holder.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 10 10')
    expect(holder.querySelector('rect')?.getAttribute('fill')).toBe('#123456')
    expect(holder.querySelector('circle')).not.toBeNull()
  })

  test('a harmless drawing comes through unchanged in substance', () => {
    const result = clean('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><path d="M0 0h4v4z" fill="url(#g)"/></svg>')
    const holder = parsed(result!)
    expect(holder.querySelector('linearGradient, lineargradient')).not.toBeNull()
    expect(holder.querySelector('path')?.getAttribute('fill')).toBe('url(#g)')
  })

  test('content that is no SVG gives nothing to insert', () => {
    expect(clean('<img src="x" onerror="alert(1)">')).toBeNull()
    expect(clean('<script>alert(1)</script>')).toBeNull()
    expect(clean('just text')).toBeNull()
    expect(clean('')).toBeNull()
  })
})
