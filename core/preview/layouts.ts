// The seven preview layouts and their sizes (seeds: preview sizes; K-SH-100 … K-SH-106): how large
// a preview's media box is and the icon drawn in it when there is no image. A layout that is not
// one of these reads as `default`.

export const PREVIEW_LAYOUTS = ['default', 'compact', 'detail', 'block', 'blockImage', 'inline', 'media'] as const

export type PreviewLayout = (typeof PREVIEW_LAYOUTS)[number]

export interface PreviewSize {
  /** The icon drawn when there is no image, in CSS pixels; absent where only media shows. */
  icon?: number
  media: {width: number; height: number}
}

export const PREVIEW_SIZES: Readonly<Record<PreviewLayout, PreviewSize>> = {
  default: {icon: 21, media: {width: 33, height: 33}},
  compact: {icon: 21, media: {width: 25, height: 25}},
  detail: {icon: 25, media: {width: 73, height: 73}},
  block: {icon: 25, media: {width: 33, height: 33}},
  blockImage: {media: {width: 600, height: 400}},
  inline: {media: {width: 15, height: 15}},
  media: {media: {width: 160, height: 160}},
}

export function previewLayoutOf(value: unknown): PreviewLayout {
  return (PREVIEW_LAYOUTS as readonly unknown[]).includes(value) ? (value as PreviewLayout) : 'default'
}

/**
 * Which texts a layout shows: `detail` adds the description; the date (ED-PREV-003) sits on the
 * subtitle's line of the row-like layouts, not in the small ones (`compact`, a search hit under a
 * field) or the picture-first ones; `inline` and `media` show only the title.
 */
export function previewTextsOf(layout: PreviewLayout): {subtitle: boolean; description: boolean; date: boolean} {
  switch (layout) {
    case 'detail':
      return {subtitle: true, description: true, date: true}
    case 'default':
    case 'block':
      return {subtitle: true, description: false, date: true}
    case 'inline':
    case 'media':
      return {subtitle: false, description: false, date: false}
    default:
      return {subtitle: true, description: false, date: false}
  }
}
