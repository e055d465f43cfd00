// A marker's text in the editor's language: built-in messages through the `validation` namespace,
// a schema author's own message as written (core/validation/messages.ts, markerMessage).
import {useCallback} from 'react'
import {useTranslation} from 'react-i18next'
import './formTexts.ts'
import {markerMessage, type TranslateMessage} from '../../core/validation/messages.ts'
import type {ValidationMarker} from '../../core/validation/types.ts'

/** `t` of the `validation` namespace, for texts that are not markers yet (the link popover's address). */
export function useTranslateMessage(): TranslateMessage {
  const {t} = useTranslation('validation')
  // Key and values come paired from core's MESSAGE_KEYS (checked against the texts by
  // tests/unit/validation/messageKeys.test.ts); i18next's types cannot pair a union of keys with
  // each key's own placeholders, so the call is made untyped.
  const render = t as unknown as (key: string, values: object) => string
  return useCallback<TranslateMessage>((key, values) => render(key, values), [render])
}

export function useMarkerMessage(): (marker: Pick<ValidationMarker, 'message' | 'messageKey'>) => string {
  const translate = useTranslateMessage()
  return useCallback((marker) => markerMessage(marker, translate), [translate])
}
