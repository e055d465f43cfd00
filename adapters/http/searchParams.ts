// Query strings the way the lake reads them: flags as `true`/`false`, GROQ parameters as `$name=<JSON>`.
export type QueryValue = string | number | boolean | null | undefined

export function searchParamsOf(values: Record<string, QueryValue> = {}): URLSearchParams {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue
    search.set(key, String(value))
  }
  return search
}

/** Adds each GROQ parameter as `$name=<JSON>`; undefined values are left out as JSON has no undefined. */
export function appendGroqParams(search: URLSearchParams, params: Record<string, unknown> = {}): URLSearchParams {
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue
    search.set(`$${name}`, JSON.stringify(value))
  }
  return search
}
