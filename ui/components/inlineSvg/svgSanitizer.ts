// The browser's sanitiser, on its own so DOMPurify loads only once a picture turns out to be an
// SVG (InlineSvg imports this file dynamically).
import DOMPurify from 'dompurify'
import {sanitizeSvgWith} from './sanitizeSvg.ts'

export function sanitizeSvg(markup: string): string | null {
  return sanitizeSvgWith(DOMPurify, markup)
}
