// An SVG from someone else's content drawn inline, so it scales and takes the page's colours like
// the studio's own icons. The markup is always sanitised first (sanitizeSvg.ts); the sanitiser
// loads with the first such picture, not with the studio.
import {useEffect, useState} from 'react'

export function InlineSvg({markup, label, className}: {markup: string; label: string; className?: string}) {
  const [clean, setClean] = useState<string | null>(null)
  useEffect(() => {
    let cancelled = false
    setClean(null)
    void import('./svgSanitizer.ts').then(({sanitizeSvg}) => {
      if (!cancelled) setClean(sanitizeSvg(markup))
    })
    return () => {
      cancelled = true
    }
  }, [markup])
  if (!clean) return null
  // A picture without a text alternative is decoration: hidden from assistive technology.
  const naming = label ? {role: 'img', 'aria-label': label} : {'aria-hidden': true}
  return <span className={className} {...naming} dangerouslySetInnerHTML={{__html: clean}} />
}
