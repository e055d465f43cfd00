// Query-string helpers: booleans the way clients send them, and GROQ `$name` parameters as JSON.
import {badRequest} from './lakeError.ts'

export type QueryString = Record<string, string | undefined>

export function flag(query: QueryString, name: string): boolean {
  const value = query[name]
  if (value === undefined || value === '' || value === 'false' || value === '0') return false
  if (value === 'true' || value === '1') return true
  throw badRequest(`"${name}" must be true or false, got "${value}"`)
}

export function positiveInt(query: QueryString, name: string, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const value = query[name]
  if (value === undefined || value === '') return undefined
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1 || n > max) throw badRequest(`"${name}" must be a whole number from 1 to ${max}`)
  return n
}

export function oneOf<T extends string>(query: QueryString, name: string, allowed: readonly T[], fallback: T): T {
  const value = query[name]
  if (value === undefined || value === '') return fallback
  if (!allowed.includes(value as T)) throw badRequest(`"${name}" must be one of ${allowed.join(', ')}`)
  return value as T
}

/** `$name=<json>` entries of a query string become GROQ parameters. */
export function groqParams(query: QueryString): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [key, raw] of Object.entries(query)) {
    if (!key.startsWith('$') || raw === undefined) continue
    const name = key.slice(1)
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw badRequest(`Invalid parameter name "${key}"`)
    try {
      params[name] = JSON.parse(raw)
    } catch {
      throw badRequest(`Parameter "${key}" is not valid JSON: ${raw.slice(0, 100)}`)
    }
  }
  return params
}

/** Parses the query string keeping the last value of a repeated key (clients never repeat one). */
export function parseQueryString(raw: string): QueryString {
  const out: QueryString = {}
  for (const [key, value] of new URLSearchParams(raw)) out[key] = value
  return out
}
