// The workspace's image host for previews, given once around the studio (StudioRoot). Apart from
// previewMedia.ts so that the studio's first screen does not carry the image-URL geometry with it.
import {createContext} from 'react'
import type {AssetHost} from '../../core/assets/assetIds.ts'

export const PreviewMediaHostContext = createContext<AssetHost | null>(null)
