// What a preview reads as on screen, for documents, list rows, search hits and array items alike:
// an invalid configuration says so (ED-PREV-005) and is logged once, with why, for the developer
// the subtitle points at; a preview without a title takes the caller's placeholder ('Untitled',
// 'New Author', the item's type).
import {useMemo} from 'react'
import {useTranslation} from 'react-i18next'
import type {Preview} from '../../core/preview/index.ts'

export interface PreviewText {
  title: string
  subtitle: string | null
  /** The title is the placeholder (drawn muted), or the invalid-config notice. */
  untitled: boolean
}

const logged = new Set<string>()

function logOnce(error: Error): void {
  // A preview is worked out on every render of its row: one line per distinct problem is enough.
  if (logged.has(error.message)) return
  logged.add(error.message)
  console.error('Invalid preview config:', error.message, (error as {cause?: unknown}).cause ?? '')
}

export function usePreviewText(): (preview: Preview, placeholder: string) => PreviewText {
  const {t} = useTranslation('structure')
  return useMemo(
    () => (preview: Preview, placeholder: string) => {
      if (preview.invalid) {
        logOnce(preview.invalid)
        return {title: t('preview.invalid-title'), subtitle: t('preview.invalid-subtitle'), untitled: true}
      }
      return {title: preview.title ?? placeholder, subtitle: preview.subtitle, untitled: preview.title === null}
    },
    [t],
  )
}
