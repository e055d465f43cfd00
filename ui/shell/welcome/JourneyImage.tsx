// The picture of a welcome or trial dialog (SH-TRIAL-011): fetched with GET, an SVG drawn inline
// once sanitised, any other picture shown from the fetched bytes. Where the fetch fails (a host
// that allows no cross-origin reads), the address goes to an <img>, which runs nothing either.
import {useEffect, useState} from 'react'
import type {JourneyImageContent} from '../../../adapters/http/journeyImage.ts'
import {InlineSvg} from '../../components/inlineSvg/InlineSvg.tsx'
import styles from './WelcomeDialog.module.css'

type Shown = {kind: 'loading'} | {kind: 'svg'; markup: string} | {kind: 'bitmap'; src: string}

export function JourneyImage({image, load}: {image: {url: string; altText: string}; load: (url: string) => Promise<JourneyImageContent>}) {
  const [shown, setShown] = useState<Shown>({kind: 'loading'})
  useEffect(() => {
    let cancelled = false
    let objectUrl: string | null = null
    setShown({kind: 'loading'})
    load(image.url).then(
      (content) => {
        if (cancelled) return
        if (content.kind === 'svg') return setShown({kind: 'svg', markup: content.markup})
        objectUrl = URL.createObjectURL(content.blob)
        setShown({kind: 'bitmap', src: objectUrl})
      },
      () => {
        if (!cancelled) setShown({kind: 'bitmap', src: image.url})
      },
    )
    return () => {
      cancelled = true
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [image.url, load])
  if (shown.kind === 'svg') return <InlineSvg className={styles.svg} markup={shown.markup} label={image.altText} />
  if (shown.kind === 'bitmap') return <img className={styles.image} src={shown.src} alt={image.altText} />
  return null
}
