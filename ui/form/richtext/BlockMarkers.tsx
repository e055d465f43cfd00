// A block's validation markers, in the block (issue 16: markers on the blocks they concern): the
// icon of the highest level among the markers anywhere inside it, with the card listing them.
// Each block reads its own share of the form's markers, so a new validation run re-renders only
// the blocks whose markers changed, and a keystroke none.
import {createContext, memo, useContext} from 'react'
import type {Path} from '../../../core/editing/paths.ts'
import {createBlockMarkersReader} from '../../../core/richtext/blockMarkers.ts'
import {sameMarkers} from '../../../core/validation/markers.ts'
import {MarkerBadge} from '../MarkerBadge.tsx'
import {useMarkers} from '../useMarkers.ts'
import styles from './Content.module.css'

/** The rich-text field's path, for the blocks its editor draws. */
export const RichTextPathContext = createContext<Path>([])

const readBlockMarkers = createBlockMarkersReader()

export const BlockMarkers = memo(function BlockMarkers({blockKey, placement}: {blockKey: string; placement: 'text' | 'card'}) {
  const fieldPath = useContext(RichTextPathContext)
  const markers = useMarkers((all) => readBlockMarkers(all, fieldPath, blockKey), sameMarkers)
  if (markers.length === 0) return null
  // Not text: the caret and the selection pass it by, and the editor does not read it as content.
  return (
    <span contentEditable={false} className={placement === 'text' ? styles.blockMarker : styles.cardMarker} data-block-markers="">
      <MarkerBadge markers={markers} />
    </span>
  )
})
