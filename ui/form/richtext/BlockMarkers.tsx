// A block's validation markers, in the block (issue 16: markers on the blocks they concern): the
// icon of the highest level among the markers anywhere inside it, with the card listing them.
// Each block reads its own share of the form's markers, so a new validation run re-renders only
// the blocks whose markers changed, and a keystroke none.
import {createContext, memo, useContext} from 'react'
import {pathKey, type Path} from '../../../core/editing/paths.ts'
import {createBlockMarkersReader} from '../../../core/richtext/blockMarkers.ts'
import type {FieldDefinition} from '../../../core/schema/index.ts'
import {sameMarkers} from '../../../core/validation/markers.ts'
import {markerTitlePathWithin} from '../../../core/validation/markerTitles.ts'
import type {ValidationMarker} from '../../../core/validation/types.ts'
import {useForm} from '../formContext.ts'
import {MarkerBadge} from '../MarkerBadge.tsx'
import {useMarkers} from '../useMarkers.ts'
import styles from './Content.module.css'

/** The rich-text field the editor draws blocks of: its path and its resolved definition. */
export interface RichTextField {
  path: Path
  definition: Readonly<Record<string, unknown>>
}

export const RichTextFieldContext = createContext<RichTextField>({path: [], definition: {}})

const readBlockMarkers = createBlockMarkersReader()

export const BlockMarkers = memo(function BlockMarkers({blockKey, placement}: {blockKey: string; placement: 'text' | 'card'}) {
  const field = useContext(RichTextFieldContext)
  const markers = useMarkers((all) => readBlockMarkers(all, field.path, blockKey), sameMarkers)
  const {types, values} = useForm()
  if (markers.length === 0) return null
  // Each message says which part of the block it is about ("Link / Address"), the block itself left out.
  const placeOf = (marker: ValidationMarker) =>
    markerTitlePathWithin(marker.path.slice(field.path.length), field.definition as unknown as FieldDefinition, values.valueAt(field.path), types)
      .slice(1)
      .join(' / ')
  // Not text: the caret and the selection pass it by, and the editor does not read it as content.
  return (
    // A markers slot for the validation panel to find, at the block's path (revealField.ts).
    <span
      contentEditable={false}
      className={placement === 'text' ? styles.blockMarker : styles.cardMarker}
      data-block-markers=""
      data-slot="markers"
      data-path={pathKey([...field.path, {_key: blockKey}])}
      // A click shows the messages (hovering does) without taking the caret out of the text, so
      // the next key still lands where it was.
      onMouseDown={(event) => event.preventDefault()}
    >
      <MarkerBadge markers={markers} placeOf={placeOf} />
    </span>
  )
})
