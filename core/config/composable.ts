// Config values given as a list or as a function of the previous list (SH-CONF-030, ERR-SH-007,
// ERR-SH-010).
import {describeType, formatConfigPath, type ConfigPath, type ConfigProblem} from './problems.ts'

export type ComposableResult<T> = {ok: true; value: T[]} | {ok: false; problem: ConfigProblem<'expected-array-or-function' | 'resolve-failed'>}

/**
 * Resolves `value` against `previous`: undefined keeps `previous`, an array replaces it, a function
 * receives it and returns the new list. `key` names the setting in messages ('schema.types').
 */
export function resolveComposable<T>(value: unknown, previous: T[], key: string, path: ConfigPath): ComposableResult<T> {
  if (value === undefined) return {ok: true, value: previous}
  if (Array.isArray(value)) return {ok: true, value: value as T[]}
  if (typeof value !== 'function') {
    return {
      ok: false,
      problem: {
        code: 'expected-array-or-function',
        message: `Expected \`${key}\` to be an array or a function, but was ${describeType(value)}`,
        path,
      },
    }
  }
  let result: unknown
  try {
    result = (value as (previous: T[]) => unknown)(previous)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return {
      ok: false,
      problem: {
        code: 'resolve-failed',
        message: `An error occurred while resolving \`${key}\` from ${formatConfigPath(path)}: ${message}`,
        path,
      },
    }
  }
  if (!Array.isArray(result)) {
    return {
      ok: false,
      problem: {
        code: 'expected-array-or-function',
        message: `Expected the function of \`${key}\` to return an array, but it returned ${describeType(result)}`,
        path,
      },
    }
  }
  return {ok: true, value: result as T[]}
}
