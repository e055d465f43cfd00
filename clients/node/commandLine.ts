// The command line's own parts, apart from cli.ts (which runs as soon as it is imported): reading
// `<path>=<value>` assignments, and the error for a command line the client cannot run.
import {parsePath, type LocalPatch} from '../../core/index.ts'
import {ClientError} from './session.ts'

/** A command line the client cannot run: said with the usage, exit code 2. */
export class UsageError extends ClientError {}

/**
 * Where a `<path>=<value>` assignment splits: the first `=` outside the path's brackets and quoted
 * keys, so `items[_key=="k1"].title=x` is the path `items[_key=="k1"].title`; -1 when there is none.
 */
export function assignmentSplit(assignment: string): number {
  let depth = 0
  let quote: string | null = null
  for (let index = 0; index < assignment.length; index++) {
    const char = assignment[index]
    if (quote) {
      if (char === '\\') index++
      else if (char === quote) quote = null
    } else if (depth > 0 && (char === '"' || char === "'")) quote = char
    else if (char === '[') depth++
    else if (char === ']') depth = Math.max(0, depth - 1)
    else if (char === '=' && depth === 0) return index
  }
  return -1
}

/** `title=Hello`, `count=3`, `tags=["a","b"]`, `address.city="Oslo"`, `items[_key=="k1"].title=x` → a set patch. */
export function assignmentPatch(assignment: string): LocalPatch {
  const at = assignmentSplit(assignment)
  if (at <= 0) throw new UsageError(`"${assignment}" is not <path>=<value>`)
  const raw = assignment.slice(at + 1)
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    value = raw
  }
  let path
  try {
    path = parsePath(assignment.slice(0, at))
  } catch (error) {
    throw new UsageError(`"${assignment}": ${(error as Error).message}`)
  }
  return {type: 'set', path, value}
}
