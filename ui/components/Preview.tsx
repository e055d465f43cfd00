// A preview in one of the seven layouts (core/preview/layouts.ts): a media box of the layout's size
// (an image when there is one, else the type's icon at the layout's icon size), the title, and the
// texts the layout shows. Rows, cards, hits and references draw their previews with it, so sizes
// and truncation live in one place.
import type {ReactNode} from 'react'
import {PREVIEW_SIZES, previewTextsOf, type PreviewLayout} from '../../core/preview/layouts.ts'
import {DocumentIcon} from './Icons.tsx'
import styles from './Preview.module.css'

export interface PreviewProps {
  layout?: PreviewLayout
  title: string
  subtitle?: string | null
  description?: string | null
  /** An image for the media box; the icon is drawn without one. */
  imageUrl?: string | null
  icon?: ReactNode
  /** The title is a placeholder ('Untitled', a type name): drawn muted. */
  untitled?: boolean
  /** Beside the texts, at the end: status, badges. */
  status?: ReactNode
}

export function Preview({layout = 'default', title, subtitle, description, imageUrl, icon, untitled, status}: PreviewProps) {
  const size = PREVIEW_SIZES[layout]
  const texts = previewTextsOf(layout)
  const {width, height} = size.media
  // A block image is as wide as there is room for, up to its size, keeping its proportions.
  const box = layout === 'blockImage' ? {width: '100%', maxWidth: width, aspectRatio: `${width} / ${height}`} : {width, height}
  const media = (
    <span className={styles.media} style={box} data-preview-media="" aria-hidden="true">
      {imageUrl ? (
        <img className={styles.image} src={imageUrl} alt="" width={width} height={height} />
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
        {texts.subtitle && subtitle && (
          <span className={styles.subtitle} data-preview-part="subtitle">
            {subtitle}
          </span>
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
