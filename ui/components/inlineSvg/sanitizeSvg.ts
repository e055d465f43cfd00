// Markup of an SVG from someone else's content (a trial dialog's picture, an upsell icon), made
// safe to put into the page: DOMPurify's SVG profile keeps the drawing and drops scripts, event
// handler attributes, javascript: links and every element outside the profile. Taken out as well:
// foreignObject (HTML inside the drawing) and <style> (inline, its rules would restyle the whole
// studio, not just the picture).
import type {Config, DOMPurify} from 'dompurify'

const SVG_ONLY: Config = {
  USE_PROFILES: {svg: true, svgFilters: true},
  FORBID_TAGS: ['foreignObject', 'style'],
}

/** The cleaned markup, or null when nothing drawable is left (the content was no SVG at all). */
export function sanitizeSvgWith(purify: DOMPurify, markup: string): string | null {
  const clean = purify.sanitize(markup, SVG_ONLY)
  return /^\s*<svg[\s>]/i.test(clean) ? clean.trim() : null
}
