// The rich-text value's problems (ED-PT-042), read without re-rendering the input on every key:
// the answer stays the same empty list while the value is valid, so only the field's ValueSync
// wakes per keystroke, never the editor's frame and its thousand blocks (ED-PT-060).
import {useMemo} from 'react'
import type {Path} from '../../../core/editing/paths.ts'
import {richTextProblems, type RichTextProblem, type RichTextTypes} from '../../../core/richtext/repairs.ts'
import {useDerivedValueAt} from '../useFieldState.ts'

const NONE: readonly RichTextProblem[] = []

export function useRichTextProblems(path: Path, types: RichTextTypes): readonly RichTextProblem[] {
  // Checked once per value (one pass over the blocks); keys are drawn only for a repair.
  const problemsOf = useMemo(() => {
    let last: {value: unknown; problems: readonly RichTextProblem[]} | null = null
    return (value: unknown) => {
      if (last?.value !== value || !last) {
        const found = richTextProblems(value, types, () => '')
        last = {value, problems: found.length === 0 ? NONE : found}
      }
      return last.problems
    }
  }, [types])
  return useDerivedValueAt(path, problemsOf)
}
