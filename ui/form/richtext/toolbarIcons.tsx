// The toolbar's glyphs. Decorative: every button is named by its translated label.
import type {ReactElement} from 'react'

const svg = (path: ReactElement) => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    {path}
  </svg>
)

const letter = (text: string, style: Record<string, string>) => (
  <span aria-hidden="true" style={{fontFamily: 'var(--font-serif, Georgia, serif)', fontSize: '1rem', lineHeight: 1, ...style}}>
    {text}
  </span>
)

export const DECORATOR_ICONS: Record<string, ReactElement> = {
  strong: letter('B', {fontWeight: '700'}),
  em: letter('I', {fontStyle: 'italic'}),
  underline: letter('U', {textDecoration: 'underline'}),
  'strike-through': letter('S', {textDecoration: 'line-through'}),
  code: svg(<path d="M8 7l-5 5 5 5M16 7l5 5-5 5" />),
}

export const LIST_ICONS: Record<string, ReactElement> = {
  bullet: svg(<path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />),
  number: svg(<path d="M10 6h10M10 12h10M10 18h10M4 5h1v4M4 9h2M4 14.5a1 1 0 0 1 2 .5l-2 3h2" />),
}

export const LinkIcon = () => svg(<path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />)

export const ExpandIcon = () => svg(<path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />)

export const CollapseIcon = () => svg(<path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />)

export const InsertIcon = () => svg(<path d="M12 5v14M5 12h14" />)

export const EditIcon = () => svg(<path d="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />)

export const RemoveIcon = () => svg(<path d="M5 7h14M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />)

/** An annotation other than a link: a tag on the text. */
export const AnnotationIcon = () => svg(<path d="M4 4h9l7 7-9 9-7-7V4zM8.5 8.5h.01" />)
