// A preview in one of the seven layouts (core/preview/layouts.ts): a media box of the layout's size
// (an image when there is one, else the type's icon at the layout's icon size), the title, and the
// texts the layout shows. Rows, cards, hits and references draw their previews with it, so sizes
// and truncation live in one place.
import {useState, type ReactNode} from 'react'
import {PREVIEW_SIZES, previewTextsOf, type PreviewLayout} from '../../core/preview/layouts.ts'
import type {PreviewImage} from '../../core/preview/preparePreview.ts'
import type {PreviewDate} from '../../core/preview/previewDate.ts'
import {DocumentIcon} from './Icons.tsx'
import {usePreviewDateFormat} from './previewDate.ts'
import {usePreviewImageUrl} from './previewMedia.ts'
import styles from './Preview.module.css'

export interface PreviewProps {
  layout?: PreviewLayout
  title: string
  subtitle?: string | null
  description?: string | null
  /** An image for the media box; the icon is drawn without one. */
  imageUrl?: string | null
  /**
   * The preview's image (core/preview `media`): asked of the lake's `/images` at the box's size
   * times the device pixel ratio, cut around its hotspot and inside its crop. `imageUrl` wins.
   */
  media?: PreviewImage | null
  /** The preview's date (ED-PREV-003): at the end of the subtitle's line, in layouts that show it. */
  date?: PreviewDate | null
  icon?: ReactNode
  /** The title is a placeholder ('Untitled', a type name): drawn muted. */
  untitled?: boolean
  /** Beside the texts, at the end: status, badges. */
  status?: ReactNode
}

export function Preview({layout = 'default', title, subtitle, description, imageUrl: givenUrl, media: givenMedia, date, icon, untitled, status}: PreviewProps) {
  const size = PREVIEW_SIZES[layout]
  const texts = previewTextsOf(layout)
  const formatDate = usePreviewDateFormat()
  const shownSubtitle = texts.subtitle && subtitle ? (
    <span className={styles.subtitle} data-preview-part="subtitle">
      {subtitle}
    </span>
  ) : null
  const shownDate = texts.date && date ? (
    <time className={styles.date} dateTime={date.iso} data-preview-part="date">
      {formatDate(date, layout === 'detail')}
    </time>
  ) : null
  const {width, height} = size.media
  const mediaUrl = usePreviewImageUrl(givenMedia, size.media)
  const wanted = givenUrl || mediaUrl
  // An image that does not load leaves the icon.
  const [failed, setFailed] = useState<string | null>(null)
  const imageUrl = wanted && wanted !== failed ? wanted : null
  // A block image is as wide as there is room for, up to its size, keeping its proportions.
  const box = layout === 'blockImage' ? {width: '100%', maxWidth: width, aspectRatio: `${width} / ${height}`} : {width, height}
  const media = (
    <span className={styles.media} style={box} data-preview-media="" aria-hidden="true">
      {imageUrl ? (
        <img className={styles.image} src={imageUrl} alt="" width={width} height={height} loading="lazy" decoding="async" onError={() => setFailed(imageUrl)} />
      ) : (
        size.icon !== undefined && (
          <span className={styles.icon} style={{width: size.icon, height: size.icon}}>
            {icon ?? <DocumentIcon />}
          </span>
        )
      )}
    </span>
  )
  return (
    <span className={styles.preview} data-layout={layout}>
      {layout !== 'inline' || imageUrl ? media : null}
      <span className={styles.texts}>
        <span className={untitled ? `${styles.title} ${styles.untitled}` : styles.title} data-preview-part={untitled ? 'untitled' : 'title'}>
          {title}
        </span>
        {shownDate ? (
          // The date keeps its width; the subtitle beside it is cut short instead.
          <span className={styles.line}>
            {shownSubtitle ?? <span className={styles.subtitle} />}
            {shownDate}
          </span>
        ) : (
          shownSubtitle
        )}
        {texts.description && description && (
          <span className={styles.description} data-preview-part="description">
            {description}
          </span>
        )}
      </span>
      {status}
    </span>
  )
}

/**
 * A preview's image alone, in a layout's media box (array item cards, which draw their own texts):
 * nothing when there is no image, or it does not load.
 */
export function MediaThumb({media, layout = 'default'}: {media: PreviewImage | null | undefined; layout?: PreviewLayout}) {
  const size = PREVIEW_SIZES[layout].media
  const url = usePreviewImageUrl(media, size)
  const [failed, setFailed] = useState<string | null>(null)
  if (!url || url === failed) return null
  return (
    <span className={styles.media} style={{width: size.width, height: size.height}} data-preview-media="" aria-hidden="true">
      <img className={styles.image} src={url} alt="" width={size.width} height={size.height} loading="lazy" decoding="async" onError={() => setFailed(url)} />
    </span>
  )
}
