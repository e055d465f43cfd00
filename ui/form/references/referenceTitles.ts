// The previews of the documents an array's reference items point to, fetched once for the whole
// array (ArrayField) and read by each item's card, so a list of fifty references is one query.
import {createContext} from 'react'
import type {ReferencePreview} from './referencePreviews.ts'

export const ReferencePreviewsContext = createContext<ReadonlyMap<string, ReferencePreview> | null>(null)
