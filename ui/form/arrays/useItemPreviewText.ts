// What an item's card and its editor's title read: its preview as a document's would be worked out
// (ED-ARR-020, ED-PREV-010), titled by its type when the preview has no title; in an array of
// several types a titled item names its type below the title when its preview gives no subtitle.
// A reference item also takes its document's picture (an author's portrait in a list of speakers).
import {useCallback, useContext} from 'react'
import {useTranslation} from 'react-i18next'
import '../formTexts.ts'
import type {KeyedItem} from '../../../core/editing/arrayPatches.ts'
import type {PreviewImage} from '../../../core/preview/preparePreview.ts'
import type {CompiledType} from '../../../core/schema/index.ts'
import {usePreviewText, type PreviewText} from '../../structure/previewText.ts'
import {ReferencePreviewsContext} from '../references/referenceTitles.ts'
import type {ReferencePreview} from '../references/referencePreviews.ts'
import {itemPreviewOf, memberOf, typeTitleOf} from './arrayItems.ts'

export interface ItemPreviewText extends PreviewText {
  /** A reference item's target's image; other items' media come from their own value (itemMediaOf). */
  media: PreviewImage | null
}

export function useItemPreviewText(members: readonly CompiledType[], previews?: ReadonlyMap<string, ReferencePreview>): (item: KeyedItem) => ItemPreviewText {
  const {t} = useTranslation('form')
  const textOf = usePreviewText()
  const fromArray = useContext(ReferencePreviewsContext)
  const referencePreviews = previews ?? fromArray
  return useCallback(
    (item: KeyedItem) => {
      const type = memberOf(members, item)
      const typeTitle = type ? typeTitleOf(type) : (item._type ?? '')
      // A reference item reads as the document it points to (ArrayField fetches those previews).
      const target = type?.intrinsic === 'reference' && typeof item._ref === 'string' ? referencePreviews?.get(item._ref) : undefined
      if (type?.intrinsic === 'reference') {
        const ref = typeof item._ref === 'string' ? item._ref : null
        // A document created from the item and not saved yet has nothing to preview.
        const placeholder = item._strengthenOnPublish ? t('reference.new-untitled') : (ref ?? typeTitle)
        const text = textOf(target?.preview ?? {title: null, subtitle: null, description: null}, placeholder)
        // A cross-dataset target's image lives in the other dataset (ED-PREV-012).
        const media = target && !target.preview.invalid && typeof item._dataset !== 'string' ? (target.preview.media ?? null) : null
        return {...text, subtitle: text.subtitle ?? (members.length > 1 || !target ? typeTitle || null : null), media}
      }
      const text = textOf(itemPreviewOf(type, item), typeTitle || t('array.item-untitled'))
      const subtitle = text.subtitle ?? (members.length > 1 && !text.untitled ? typeTitle || null : null)
      return {...text, subtitle, media: null}
    },
    [members, t, textOf, referencePreviews],
  )
}
