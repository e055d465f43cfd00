// One search hit: the document's preview title, subtitle and date, its type, its draft status, and in
// debug mode its score with the reasons it matched (SH-SEARCH-141 … 143).
import {useTranslation} from 'react-i18next'
import type {SearchHit} from '../../core/search/types.ts'
import {Preview} from '../components/Preview.tsx'
import {StatusDot} from '../structure/StatusDot.tsx'
import {DebugScore} from './DebugScore.tsx'
import type {HitPreview} from './hitPreviews.ts'
import {usePreviewText} from '../structure/previewText.ts'
import styles from './HitRow.module.css'

export function HitRow({hit, preview, typeTitle, debug}: {hit: SearchHit; preview: HitPreview | undefined; typeTitle: string; debug: boolean}) {
  const {t} = useTranslation('search')
  const textOf = usePreviewText()
  // Until its preview arrives the row keeps its height with an empty title.
  const {title, subtitle} = preview ? textOf(preview.preview, t('hit.untitled')) : {title: '\u00a0', subtitle: null}
  return (
    <div className={styles.row}>
      <Preview
        title={title}
        subtitle={subtitle}
        media={preview?.preview.media}
        imageUrl={preview?.preview.imageUrl}
        date={preview?.preview.date}
        status={
          <>
            {debug && <DebugScore hit={hit} />}
            <span className={styles.type}>{typeTitle}</span>
            <span className={styles.status}>{preview && <StatusDot status={preview.status} editedAt={preview.editedAt} />}</span>
          </>
        }
      />
    </div>
  )
}
