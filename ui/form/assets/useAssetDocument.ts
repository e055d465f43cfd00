// The asset document a file card names (file name, size, type): read once per asset id.
import {useEffect, useState} from 'react'
import type {SanityDocument} from '../../../core/lake/types.ts'
import type {ContentLake} from '../../../core/ports.ts'

export function useAssetDocument(lake: ContentLake | undefined, id: string | null): SanityDocument | null {
  const [document, setDocument] = useState<SanityDocument | null>(null)
  useEffect(() => {
    setDocument(null)
    if (!lake || !id) return
    const controller = new AbortController()
    lake.getDocument(id, {signal: controller.signal}).then(
      (found) => setDocument(found),
      () => undefined,
    )
    return () => controller.abort()
  }, [lake, id])
  return document
}
