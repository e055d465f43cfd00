// What a single- or multi-line text input shares: typed text held while the editor types, in an
// input that keeps its own text (useTypedText.ts), an empty text unsetting the field, and the
// props of its memoised field (TypedTextField.tsx), which a keystroke does not render.
import {useCallback, useRef, type RefObject} from 'react'
import {spellCheckOf} from './fieldRules.ts'
import type {InputProps} from './inputProps.ts'
import {useTypedText} from './useTypedText.ts'

export interface TypedFieldProps<E extends HTMLElement> {
  inputRef: RefObject<E | null>
  name: string
  /** The text the input starts with; the input owns its text after that. */
  initialText: string
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
  return {
    inputRef,
    name: field.name,
    initialText: typed.initial,
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
