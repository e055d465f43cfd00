// What a single- or multi-line text input shares: typed text held while the editor types
// (useTypedText.ts), the caret kept where the editor left it, an empty text unsetting the field,
// and the props of its memoised React Aria field, which each keystroke renders once (the document
// catching up with the same text once typing pauses re-renders only the input component around it).
import {useCallback, useRef, type RefObject} from 'react'
import {useCaretKeeper} from './caret.ts'
import {spellCheckOf} from './fieldRules.ts'
import type {InputProps} from './inputProps.ts'
import {useTypedText} from './useTypedText.ts'

export interface TypedFieldProps<E extends HTMLElement> {
  inputRef: RefObject<E | null>
  name: string
  text: string
  readOnly: boolean
  onType: (text: string) => void
  onLeave: () => void
  title: string
  description?: string
  deprecated?: string
  placeholder?: string
  spellCheck?: boolean
}

export function useTypedField<E extends HTMLInputElement | HTMLTextAreaElement>({field, value, readOnly, onChange}: InputProps<string>): TypedFieldProps<E> {
  const inputRef = useRef<E>(null)
  const commit = useCallback((next: string) => onChange(next === '' ? undefined : next), [onChange])
  const typed = useTypedText(typeof value === 'string' ? value : '', commit, inputRef)
  useCaretKeeper(inputRef, typed.text)
  return {
    inputRef,
    name: field.name,
    text: typed.text,
    readOnly,
    onType: typed.type,
    onLeave: typed.flush,
    title: field.title,
    description: field.description,
    deprecated: field.deprecated,
    placeholder: field.placeholder,
    spellCheck: spellCheckOf(field.definition),
  }
}
