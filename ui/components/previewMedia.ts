// Where previews find the workspace's images (ED-PREV-001): the lake's `/images` host of the
// workspace, given once around the studio, so rows, hits, reference cards and array items draw a
// preview's image without each being handed it.
import {useContext} from 'react'
import {mediaImageUrl} from '../../core/assets/imageUrl.ts'
import type {PreviewImage} from '../../core/preview/preparePreview.ts'
import {PreviewMediaHostContext} from './previewMediaHost.ts'

export {PreviewMediaHostContext}

/** The device pixel ratio images are asked for: whole, 1 to 3. */
export function mediaDpr(): number {
  return typeof window === 'undefined' ? 1 : Math.min(3, Math.max(1, Math.ceil(window.devicePixelRatio || 1)))
}

/** The URL of `media` cut to a `box` of CSS pixels (its hotspot and crop honoured), or null without an image or a host. */
export function usePreviewImageUrl(media: PreviewImage | null | undefined, box: {width: number; height: number}): string | null {
  const host = useContext(PreviewMediaHostContext)
  if (!media || !host) return null
  return mediaImageUrl(host, media, box, mediaDpr())
}
